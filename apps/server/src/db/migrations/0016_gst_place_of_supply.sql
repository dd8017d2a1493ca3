CREATE TABLE "document_serials" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_serials_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_serials_kind_check" CHECK ("document_serials"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"refund_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "seller_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "supply_type" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "taxable" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "cgst" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "sgst" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "igst" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_serial" text;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "state_code" text DEFAULT '33' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_serial_key" ON "credit_notes" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_payment_idx" ON "credit_notes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_notes_created_idx" ON "credit_notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_serial_key" ON "payments" USING btree ("invoice_serial");