CREATE TABLE "erp_clients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interface_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interface_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"ws_type" text NOT NULL,
	"reference_no" text,
	"erp_client_id" bigint,
	"request_body" text,
	"response_body" text,
	"status_code" smallint NOT NULL,
	"error_message" text,
	"request_time" timestamp with time zone NOT NULL,
	"response_time" timestamp with time zone,
	"is_retry" text DEFAULT 'N' NOT NULL,
	"handle_result" text,
	"action_history_id" bigint,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interface_logs_status_ck" CHECK ("interface_logs"."status_code" in (1, 2)),
	CONSTRAINT "interface_logs_direction_ck" CHECK ("interface_logs"."direction" in ('IN', 'OUT'))
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_schedule_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"detail_id" bigint NOT NULL,
	"ship_qty" numeric(18, 2) NOT NULL,
	"eta_date" date NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_feedbacks_ship_qty_ck" CHECK ("delivery_schedule_feedbacks"."ship_qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "delivery_time" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "schedule_type" text DEFAULT 'Firm' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "cum_qty" numeric(18, 5);--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "cum_received_qty" numeric(18, 5);--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "cum_net_qty" numeric(18, 5);--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "last_received_qty" numeric(18, 5);--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "last_despatch_asn_no" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD COLUMN "confirm_status" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "part_desc" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "planner" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "interface_logs" ADD CONSTRAINT "interface_logs_erp_client_id_erp_clients_id_fk" FOREIGN KEY ("erp_client_id") REFERENCES "public"."erp_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_feedbacks" ADD CONSTRAINT "delivery_schedule_feedbacks_detail_id_delivery_schedule_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."delivery_schedule_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_clients_key_uq" ON "erp_clients" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_clients_name_uq" ON "erp_clients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "interface_logs_time_idx" ON "interface_logs" USING btree ("request_time");--> statement-breakpoint
CREATE INDEX "interface_logs_reference_idx" ON "interface_logs" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "interface_logs_type_time_idx" ON "interface_logs" USING btree ("ws_type","request_time");--> statement-breakpoint
CREATE INDEX "schedule_feedbacks_detail_idx" ON "delivery_schedule_feedbacks" USING btree ("detail_id","eta_date");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_headers_latest_uq" ON "delivery_schedule_headers" USING btree ("buyer_company_id","order_no","line_no") WHERE "delivery_schedule_headers"."is_latest" = 'Y';--> statement-breakpoint
CREATE INDEX "schedule_headers_order_idx" ON "delivery_schedule_headers" USING btree ("order_no","line_no","release_date");--> statement-breakpoint
CREATE INDEX "schedule_headers_latest_release_idx" ON "delivery_schedule_headers" USING btree ("is_latest","release_date");--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD CONSTRAINT "schedule_details_type_ck" CHECK ("delivery_schedule_details"."schedule_type" in ('Firm', 'Forecast'));--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD CONSTRAINT "schedule_details_request_qty_ck" CHECK ("delivery_schedule_details"."request_qty" >= 0);--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD CONSTRAINT "schedule_details_asn_qty_ck" CHECK ("delivery_schedule_details"."asn_qty" >= 0);