-- Supplier performance and ASN reconciliation judge a buyer company's documents by its own settings: the on-time
-- window around a schedule line's delivery date (days early / late) and the grace after an ASN's planned arrival.
ALTER TABLE "companies" ADD COLUMN "on_time_early_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "on_time_late_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arrival_grace_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_on_time_window_ck" CHECK ("companies"."on_time_early_days" between 0 and 30 and "companies"."on_time_late_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_arrival_grace_ck" CHECK ("companies"."arrival_grace_hours" between 0 and 720);