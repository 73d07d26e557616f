CREATE TABLE "goods_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"ship_to_plant_code" text NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"gr_no" text NOT NULL,
	"gr_line_no" text NOT NULL,
	"order_no" text NOT NULL,
	"po_line_no" text NOT NULL,
	"part_no" text NOT NULL,
	"qty" numeric(18, 5) NOT NULL,
	"po_uom" text NOT NULL,
	"currency" text NOT NULL,
	"gr_unit_price" numeric(19, 6) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"price_list_code" text,
	"asn_no" text,
	"asn_header_id" bigint,
	"gr_date" date NOT NULL,
	"is_invoiced" text DEFAULT 'N' NOT NULL,
	"invoice_no" text,
	"invoice_date" date,
	"content_hash" text NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_receipts_is_invoiced_ck" CHECK ("goods_receipts"."is_invoiced" in ('Y', 'N')),
	CONSTRAINT "goods_receipts_qty_ck" CHECK ("goods_receipts"."qty" > 0),
	CONSTRAINT "goods_receipts_price_ck" CHECK ("goods_receipts"."gr_unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_asn_header_id_asn_headers_id_fk" FOREIGN KEY ("asn_header_id") REFERENCES "public"."asn_headers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_line_uq" ON "goods_receipts" USING btree ("buyer_company_id","gr_no","gr_line_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_supplier_date_idx" ON "goods_receipts" USING btree ("supplier_company_id","gr_date","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_buyer_date_idx" ON "goods_receipts" USING btree ("buyer_company_id","gr_date","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_gr_no_idx" ON "goods_receipts" USING btree ("gr_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_order_idx" ON "goods_receipts" USING btree ("order_no","po_line_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_part_idx" ON "goods_receipts" USING btree ("part_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_asn_no_idx" ON "goods_receipts" USING btree ("asn_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_asn_header_idx" ON "goods_receipts" USING btree ("asn_header_id");--> statement-breakpoint
CREATE INDEX "goods_receipts_invoice_idx" ON "goods_receipts" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "goods_receipts_invoice_date_idx" ON "goods_receipts" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "goods_receipts_open_idx" ON "goods_receipts" USING btree ("supplier_company_id","is_invoiced","asn_no");