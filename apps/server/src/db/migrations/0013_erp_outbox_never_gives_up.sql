-- Messages an earlier version gave up on go back to the queue: the worker now retries until the ERP answers.
UPDATE "erp_outbox" SET "status" = 'pending', "next_attempt_at" = now() WHERE "status" = 'dead';--> statement-breakpoint
ALTER TABLE "erp_outbox" DROP CONSTRAINT "erp_outbox_status_ck";--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD CONSTRAINT "erp_outbox_status_ck" CHECK ("erp_outbox"."status" in ('pending', 'sent'));