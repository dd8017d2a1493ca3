CREATE TABLE "academy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"social" jsonb NOT NULL,
	"banner_text_en" text DEFAULT '' NOT NULL,
	"banner_text_ta" text DEFAULT '' NOT NULL,
	"banner_starts_on" date,
	"banner_ends_on" date,
	"home_video_url" text DEFAULT '' NOT NULL,
	"about_video_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "academy_settings_one_row" CHECK ("academy_settings"."id" = 1)
);
--> statement-breakpoint
-- The one settings row, with the values that were constants in code until now (packages/shared/src/site.ts,
-- the banner's strings, apps/web/src/lib/videos.ts). No banner dates: it shows as it always did until an admin sets them.
INSERT INTO "academy_settings" ("id", "legal_name", "gstin", "address_line1", "city", "state", "postal_code", "country", "phone", "email", "social", "banner_text_en", "banner_text_ta", "home_video_url", "about_video_url")
VALUES (1, 'Kalvi Academy Private Limited', '33AAKCK4821M1Z5', '2nd Floor, 41 Race Course Road', 'Coimbatore', 'Tamil Nadu', '641018', 'India', '+91 98765 43210', 'support@kalvi.academy',
  '{"instagram":"https://www.instagram.com/kalvi.academy","linkedin":"https://www.linkedin.com/company/kalvi-academy","facebook":"","twitter":"","youtube":""}'::jsonb,
  'Pongal offer: up to 40% off on live courses', 'பொங்கல் சலுகை: நேரலைப் பாடநெறிகளுக்கு 40% வரை தள்ளுபடி',
  'https://www.youtube.com/watch?v=rfscVS0vtbw', 'https://www.youtube.com/watch?v=W6NZfCO5SIk')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seller" jsonb;--> statement-breakpoint
-- Invoices issued before this migration printed these details: keep them.
UPDATE "payments" SET "seller" = '{"legalName":"Kalvi Academy Private Limited","gstin":"33AAKCK4821M1Z5","address":"2nd Floor, 41 Race Course Road, Coimbatore, Tamil Nadu 641018, India","email":"support@kalvi.academy","phone":"+91 98765 43210"}'::jsonb;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "seller" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrollments_created_idx" ON "course_enrollments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_enrollments_created_idx" ON "event_enrollments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");