CREATE TABLE "instructor_photos" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instructor_photos" ADD CONSTRAINT "instructor_photos_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("disabled_at" DESC NULLS LAST) WHERE "users"."disabled_at" is not null;--> statement-breakpoint
CREATE INDEX "instructors_search_idx" ON "instructors" USING gin ("name" gin_trgm_ops);