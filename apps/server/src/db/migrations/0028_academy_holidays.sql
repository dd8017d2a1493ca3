CREATE TABLE "academy_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name_en" text NOT NULL,
	"name_ta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "academy_holidays_date_unique" UNIQUE("date")
);
--> statement-breakpoint
ALTER TABLE "academy_holidays" ADD CONSTRAINT "academy_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;