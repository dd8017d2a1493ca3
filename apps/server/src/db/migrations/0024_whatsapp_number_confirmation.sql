-- WhatsApp numbers are confirmed by a code before anything else is sent to them
-- (docs/decisions/197-whatsapp-number-confirmation.md). Numbers given before this have no
-- confirmed_at: they stay unconfirmed, and receive nothing, until their learner confirms them.
CREATE TABLE "whatsapp_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_codes" ADD CONSTRAINT "whatsapp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;