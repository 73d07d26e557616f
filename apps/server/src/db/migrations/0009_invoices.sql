CREATE TABLE "invoice_headers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_headers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_no" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"need_approve" text DEFAULT 'N' NOT NULL,
	"match_status" text,
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"ship_to_plant_code" text NOT NULL,
	"currency" text NOT NULL,
	"base_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoice_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoice_date" date NOT NULL,
	"inco_term" text NOT NULL,
	"credit_terms" text,
	"branch_no" text,
	"supplier_branch_no" text,
	"certification_no" text,
	"covisint_unique_id" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"receive_date" date,
	"received_by" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"rejected_at" timestamp with time zone,
	"rejected_by" text,
	"reject_type" text,
	"reject_reason" text,
	"checked_at" timestamp with time zone,
	"checked_by" text,
	"posting_at" timestamp with time zone,
	"posting_by" text,
	"payment_date" date,
	"send_status" text,
	"voucher_no" text,
	"qad_year" text,
	"qad_daybook" text,
	"qad_voucher_no" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_headers_status_ck" CHECK ("invoice_headers"."status" in ('Draft', 'Submitted', 'Passed', 'Failed', 'Invoice_Checked', 'Posted', 'Rejected')),
	CONSTRAINT "invoice_headers_type_ck" CHECK ("invoice_headers"."type" in ('AP', 'INDIA', 'OVERSEA', 'WRITEOFF')),
	CONSTRAINT "invoice_headers_need_approve_ck" CHECK ("invoice_headers"."need_approve" in ('Y', 'N')),
	CONSTRAINT "invoice_headers_match_ck" CHECK ("invoice_headers"."match_status" in ('Passed', 'Failed')),
	CONSTRAINT "invoice_headers_send_ck" CHECK ("invoice_headers"."send_status" in ('Processing', 'Completed')),
	CONSTRAINT "invoice_headers_no_ck" CHECK ("invoice_headers"."invoice_no" ~ '^[A-Za-z0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_header_id" bigint NOT NULL,
	"gr_id" bigint NOT NULL,
	"qty" numeric(18, 5) NOT NULL,
	"gr_unit_price" numeric(19, 6) NOT NULL,
	"unit_price" numeric(19, 6) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"cgst_rate" numeric(7, 2),
	"sgst_rate" numeric(7, 2),
	"igst_rate" numeric(7, 2),
	"wht_rate" text,
	"price_list_price" numeric(19, 6),
	"price_check_status" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_price_ck" CHECK ("invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_check_ck" CHECK ("invoice_lines"."price_check_status" in ('Passed', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD CONSTRAINT "invoice_headers_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD CONSTRAINT "invoice_headers_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_header_id_invoice_headers_id_fk" FOREIGN KEY ("invoice_header_id") REFERENCES "public"."invoice_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_gr_id_goods_receipts_id_fk" FOREIGN KEY ("gr_id") REFERENCES "public"."goods_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_no_uq" ON "invoice_headers" USING btree ("supplier_company_id","buyer_company_id","invoice_no");--> statement-breakpoint
CREATE INDEX "invoice_headers_supplier_idx" ON "invoice_headers" USING btree ("supplier_company_id","id");--> statement-breakpoint
CREATE INDEX "invoice_headers_buyer_idx" ON "invoice_headers" USING btree ("buyer_company_id","id");--> statement-breakpoint
CREATE INDEX "invoice_headers_buyer_status_idx" ON "invoice_headers" USING btree ("buyer_company_id","status");--> statement-breakpoint
CREATE INDEX "invoice_headers_supplier_status_idx" ON "invoice_headers" USING btree ("supplier_company_id","status");--> statement-breakpoint
CREATE INDEX "invoice_headers_no_idx" ON "invoice_headers" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoice_headers_invoice_date_idx" ON "invoice_headers" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "invoice_headers_submitted_idx" ON "invoice_headers" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_receive_idx" ON "invoice_headers" USING btree ("receive_date");--> statement-breakpoint
CREATE INDEX "invoice_headers_checked_idx" ON "invoice_headers" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_posting_idx" ON "invoice_headers" USING btree ("posting_at");--> statement-breakpoint
CREATE INDEX "invoice_headers_payment_idx" ON "invoice_headers" USING btree ("payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_gr_uq" ON "invoice_lines" USING btree ("gr_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_header_idx" ON "invoice_lines" USING btree ("invoice_header_id");