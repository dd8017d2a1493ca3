CREATE TABLE "event_waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_waitlist_status_check" CHECK ("event_waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'lapsed', 'left')),
	CONSTRAINT "event_waitlist_offer_check" CHECK ("event_waitlist_entries"."status" <> 'offered' or ("event_waitlist_entries"."offered_at" is not null and "event_waitlist_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_live_key" ON "event_waitlist_entries" USING btree ("event_id","user_id") WHERE "event_waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_waitlist_line_idx" ON "event_waitlist_entries" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_waitlist_event_seq_idx" ON "event_waitlist_entries" USING btree ("event_id","seq");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_waitlist_offer_hours_check" CHECK ("events"."waitlist_offer_hours" between 1 and 168);