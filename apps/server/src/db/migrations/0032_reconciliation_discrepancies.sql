CREATE TABLE "asn_discrepancies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_discrepancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asn_header_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"shipped_qty" numeric(18, 5) NOT NULL,
	"received_qty" numeric(18, 5) NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"late_days" integer,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"judged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asn_discrepancies_kind_ck" CHECK ("asn_discrepancies"."kind" in ('quantity', 'part', 'late', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "asn_reconciliation_queue" (
	"asn_header_id" bigint PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_sweep" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"swept_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_sweep_one_ck" CHECK ("reconciliation_sweep"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "asn_discrepancies" ADD CONSTRAINT "asn_discrepancies_asn_header_id_asn_headers_id_fk" FOREIGN KEY ("asn_header_id") REFERENCES "public"."asn_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asn_discrepancies_asn_kind_uq" ON "asn_discrepancies" USING btree ("asn_header_id","kind");--> statement-breakpoint
CREATE INDEX "asn_discrepancies_found_idx" ON "asn_discrepancies" USING btree ("found_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "asn_discrepancies_supplier_found_idx" ON "asn_discrepancies" USING btree ("supplier_company_id","found_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "asn_discrepancies_buyer_found_idx" ON "asn_discrepancies" USING btree ("buyer_company_id","found_at" DESC NULLS LAST,"id");