CREATE TABLE "video_positions" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_positions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "video_positions_seconds_check" CHECK ("video_positions"."seconds" >= 0 and "video_positions"."seconds" <= "video_positions"."duration_seconds")
);
--> statement-breakpoint
ALTER TABLE "video_positions" ADD CONSTRAINT "video_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_positions" ADD CONSTRAINT "video_positions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;