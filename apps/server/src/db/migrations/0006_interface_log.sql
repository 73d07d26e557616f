-- Reference numbers are searched by any part of them (ILIKE '%...%'): trigram index (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "interface_logs_reference_idx";--> statement-breakpoint
DROP INDEX "interface_logs_time_idx";--> statement-breakpoint
DROP INDEX "interface_logs_type_time_idx";--> statement-breakpoint
ALTER TABLE "interface_logs" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "interface_logs" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "interface_logs_status_time_idx" ON "interface_logs" USING btree ("status_code","request_time","id");--> statement-breakpoint
CREATE INDEX "interface_logs_reference_trgm_idx" ON "interface_logs" USING gin ("reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interface_logs_action_idx" ON "interface_logs" USING btree ("action_history_id") WHERE "interface_logs"."action_history_id" is not null;--> statement-breakpoint
CREATE INDEX "interface_logs_time_idx" ON "interface_logs" USING btree ("request_time","id");--> statement-breakpoint
CREATE INDEX "interface_logs_type_time_idx" ON "interface_logs" USING btree ("ws_type","request_time","id");