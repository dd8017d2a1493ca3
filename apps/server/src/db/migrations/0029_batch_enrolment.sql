ALTER TABLE "refund_requests" DROP CONSTRAINT "refund_requests_kind_check";--> statement-breakpoint
ALTER TABLE "batch_members" ADD COLUMN "learner_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_batch_idx" ON "payment_orders" USING btree ("batch_id","status","hold_expires_at") WHERE "payment_orders"."batch_id" is not null;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_kind_check" CHECK ("refund_requests"."kind" in ('unhonoured', 'event_cancelled', 'learner', 'refund_failed', 'batch_cancelled'));