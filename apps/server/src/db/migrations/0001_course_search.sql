CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin (("title" || ' ' || "category" || ' ' || "instructor_name" || ' ' || "course_description") gin_trgm_ops);
