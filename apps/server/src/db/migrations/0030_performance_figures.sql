CREATE TABLE "performance_daily" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"on_time_hits" integer DEFAULT 0 NOT NULL,
	"on_time_total" integer DEFAULT 0 NOT NULL,
	"quantity_hits" integer DEFAULT 0 NOT NULL,
	"quantity_total" integer DEFAULT 0 NOT NULL,
	"confirm_lead_hits" integer DEFAULT 0 NOT NULL,
	"confirm_lead_total" integer DEFAULT 0 NOT NULL,
	"confirm_lead_hours_sum" numeric(20, 2) DEFAULT '0' NOT NULL,
	"asn_success_hits" integer DEFAULT 0 NOT NULL,
	"asn_success_total" integer DEFAULT 0 NOT NULL,
	"first_match_hits" integer DEFAULT 0 NOT NULL,
	"first_match_total" integer DEFAULT 0 NOT NULL,
	"posted_cycle_total" integer DEFAULT 0 NOT NULL,
	"posted_cycle_days_sum" numeric(20, 2) DEFAULT '0' NOT NULL,
	"paid_cycle_total" integer DEFAULT 0 NOT NULL,
	"paid_cycle_days_sum" numeric(20, 2) DEFAULT '0' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_daily_buyer_company_id_supplier_company_id_day_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","day")
);
--> statement-breakpoint
CREATE TABLE "performance_dirty" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "performance_dirty_buyer_company_id_supplier_company_id_day_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","day")
);
--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "first_ack_status" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "first_acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD COLUMN "first_match_status" text;--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD COLUMN "first_matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "performance_daily_supplier_idx" ON "performance_daily" USING btree ("supplier_company_id","day");--> statement-breakpoint
CREATE INDEX "performance_daily_day_idx" ON "performance_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "asn_headers_perf_arrival_idx" ON "asn_headers" USING btree ("supplier_company_id","buyer_company_id","plan_arrival_time");--> statement-breakpoint
CREATE INDEX "asn_headers_perf_ack_idx" ON "asn_headers" USING btree ("supplier_company_id","buyer_company_id","first_acked_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_perf_match_idx" ON "invoice_headers" USING btree ("supplier_company_id","buyer_company_id","first_matched_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_perf_posting_idx" ON "invoice_headers" USING btree ("supplier_company_id","buyer_company_id","posting_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_perf_payment_idx" ON "invoice_headers" USING btree ("supplier_company_id","buyer_company_id","payment_date");--> statement-breakpoint
CREATE INDEX "schedule_headers_perf_received_idx" ON "delivery_schedule_headers" USING btree ("supplier_company_id","buyer_company_id","received_at");