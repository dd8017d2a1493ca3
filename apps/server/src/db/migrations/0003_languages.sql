ALTER TABLE "users" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_ta" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_description_ta" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_ta" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_ta" text;