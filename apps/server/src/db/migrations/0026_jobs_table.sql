ALTER TABLE "mail_jobs" RENAME TO "jobs";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_jobs_pkey" TO "jobs_pkey";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_jobs_key_unique" TO "jobs_key_unique";--> statement-breakpoint
ALTER INDEX "mail_jobs_due_idx" RENAME TO "jobs_due_idx";
