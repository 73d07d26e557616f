CREATE SEQUENCE "public"."asn_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "asn_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asn_header_id" bigint NOT NULL,
	"schedule_detail_id" bigint NOT NULL,
	"item_no" integer NOT NULL,
	"asn_qty" numeric(18, 5) NOT NULL,
	"lot_size_qty" numeric(18, 2),
	"lot_no" text,
	"production_date" date,
	"ori_asn_item_no" text,
	"pack_qty" integer,
	"pack_qty_per_pallet" integer,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asn_details_qty_ck" CHECK ("asn_details"."asn_qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "asn_packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asn_header_id" bigint NOT NULL,
	"part_no" text NOT NULL,
	"package_no" text NOT NULL,
	"qty_of_packaging" numeric(18, 2) NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asn_packages_qty_ck" CHECK ("asn_packages"."qty_of_packaging" > 0)
);
--> statement-breakpoint
CREATE TABLE "erp_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ws_type" text NOT NULL,
	"reference_no" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_outbox_status_ck" CHECK ("erp_outbox"."status" in ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "dispatch_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "plan_arrival_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "carrier_code" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "carrier_address" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "plate_no" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "net_weight" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "gross_weight" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "no_of_pallet" integer;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "volume" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "ship_method" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "is_create_invoice" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "is_create_label" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "ack_remarks" text;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "upload_doc_flag" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD COLUMN "acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asn_details" ADD CONSTRAINT "asn_details_asn_header_id_asn_headers_id_fk" FOREIGN KEY ("asn_header_id") REFERENCES "public"."asn_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_details" ADD CONSTRAINT "asn_details_schedule_detail_id_delivery_schedule_details_id_fk" FOREIGN KEY ("schedule_detail_id") REFERENCES "public"."delivery_schedule_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_packages" ADD CONSTRAINT "asn_packages_asn_header_id_asn_headers_id_fk" FOREIGN KEY ("asn_header_id") REFERENCES "public"."asn_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asn_details_header_item_uq" ON "asn_details" USING btree ("asn_header_id","item_no");--> statement-breakpoint
CREATE INDEX "asn_details_schedule_idx" ON "asn_details" USING btree ("schedule_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asn_packages_header_no_uq" ON "asn_packages" USING btree ("asn_header_id","package_no");--> statement-breakpoint
CREATE INDEX "erp_outbox_due_idx" ON "erp_outbox" USING btree ("next_attempt_at","id") WHERE "erp_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "asn_headers_created_idx" ON "asn_headers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "asn_headers_supplier_created_idx" ON "asn_headers" USING btree ("supplier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "asn_headers_buyer_created_idx" ON "asn_headers" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "asn_headers_dispatch_idx" ON "asn_headers" USING btree ("dispatch_time");--> statement-breakpoint
CREATE INDEX "asn_headers_arrival_idx" ON "asn_headers" USING btree ("plan_arrival_time");--> statement-breakpoint
ALTER TABLE "asn_headers" ADD CONSTRAINT "asn_headers_times_ck" CHECK ("asn_headers"."dispatch_time" <= "asn_headers"."plan_arrival_time");