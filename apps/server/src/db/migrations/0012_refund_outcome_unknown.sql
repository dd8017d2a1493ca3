ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" in ('creating', 'unconfirmed');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('creating', 'unconfirmed', 'pending', 'processed', 'failed'));