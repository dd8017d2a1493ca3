CREATE TABLE "course_images" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text GENERATED ALWAYS AS (case when archived_at is not null then 'archived' when is_published then 'published' else 'draft' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "course_images" ADD CONSTRAINT "course_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_status_updated_idx" ON "courses" USING btree ("status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_updated_idx" ON "courses" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "courses_title_search_idx" ON "courses" USING gin (("title" || ' ' || coalesce("title_ta", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_archived_unpublished_check" CHECK ("courses"."archived_at" is null or not "courses"."is_published");