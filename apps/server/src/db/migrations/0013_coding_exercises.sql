CREATE TABLE "exercise_drafts" (
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"code" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_drafts_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_hint_reveals" (
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exercise_hint_reveals_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"verdict" text,
	"passed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_test" integer,
	"error" text DEFAULT '' NOT NULL,
	"certificate_id" text,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone,
	CONSTRAINT "exercise_submissions_kind_check" CHECK ("exercise_submissions"."kind" in ('run', 'submit')),
	CONSTRAINT "exercise_submissions_status_check" CHECK ("exercise_submissions"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "exercise_tests" (
	"exercise_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"input" text NOT NULL,
	"expected" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exercise_tests_exercise_id_position_pk" PRIMARY KEY("exercise_id","position")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid,
	"slug" text,
	"title_en" text NOT NULL,
	"title_ta" text DEFAULT '' NOT NULL,
	"statement_en" text NOT NULL,
	"statement_ta" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"starter_code" text DEFAULT '' NOT NULL,
	"reference_solution" text NOT NULL,
	"time_ms" integer NOT NULL,
	"memory_mb" integer NOT NULL,
	"output_kb" integer NOT NULL,
	"hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT 'easy' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"solvers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_lesson_key" UNIQUE("lesson_id"),
	CONSTRAINT "exercises_slug_key" UNIQUE("slug"),
	CONSTRAINT "exercises_home_check" CHECK (("exercises"."lesson_id" is null) <> ("exercises"."slug" is null)),
	CONSTRAINT "exercises_difficulty_check" CHECK ("exercises"."difficulty" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_kind_check";--> statement-breakpoint
ALTER TABLE "exercise_drafts" ADD CONSTRAINT "exercise_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_drafts" ADD CONSTRAINT "exercise_drafts_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_hint_reveals" ADD CONSTRAINT "exercise_hint_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_hint_reveals" ADD CONSTRAINT "exercise_hint_reveals_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tests" ADD CONSTRAINT "exercise_tests_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_submissions_queue_idx" ON "exercise_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exercise_submissions_learner_idx" ON "exercise_submissions" USING btree ("user_id","exercise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercise_submissions_exercise_idx" ON "exercise_submissions" USING btree ("exercise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercise_submissions_solved_idx" ON "exercise_submissions" USING btree ("exercise_id","user_id") WHERE "exercise_submissions"."kind" = 'submit' and "exercise_submissions"."verdict" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_submissions_in_flight_key" ON "exercise_submissions" USING btree ("user_id") WHERE "exercise_submissions"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "exercises_practice_idx" ON "exercises" USING btree ("language","difficulty","slug") WHERE "exercises"."slug" is not null and "exercises"."published";--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_kind_check" CHECK ("lessons"."kind" in ('video', 'reading', 'live', 'project', 'quiz', 'exercise'));