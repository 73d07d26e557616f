CREATE SEQUENCE "public"."gate_entry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "security_check_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_check_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"security_check_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"order_no" text NOT NULL,
	"part_no" text NOT NULL,
	"part_desc" text,
	"qty" numeric(18, 5) NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gate_entry_sr_no" text NOT NULL,
	"asn_header_id" bigint,
	"asn_no" text NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"ship_to_plant_code" text NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"name_of_driver" text,
	"vehicle_no" text,
	"sc_date" date NOT NULL,
	"time_in" timestamp with time zone NOT NULL,
	"time_out" timestamp with time zone,
	"security_gr_no" text,
	"pollution_control_crt" text DEFAULT 'N' NOT NULL,
	"driver_license" text DEFAULT 'N' NOT NULL,
	"remarks" text,
	"address_of_company" text,
	"linked_to_inv" text DEFAULT 'N' NOT NULL,
	"invoice_no" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_checks_times_ck" CHECK ("security_checks"."time_out" >= "security_checks"."time_in"),
	CONSTRAINT "security_checks_remarks_ck" CHECK (char_length("security_checks"."remarks") <= 300),
	CONSTRAINT "security_checks_address_ck" CHECK (char_length("security_checks"."address_of_company") <= 300),
	CONSTRAINT "security_checks_pcc_ck" CHECK ("security_checks"."pollution_control_crt" in ('Y', 'N')),
	CONSTRAINT "security_checks_license_ck" CHECK ("security_checks"."driver_license" in ('Y', 'N')),
	CONSTRAINT "security_checks_linked_ck" CHECK ("security_checks"."linked_to_inv" in ('Y', 'N'))
);
--> statement-breakpoint
ALTER TABLE "security_check_items" ADD CONSTRAINT "security_check_items_security_check_id_security_checks_id_fk" FOREIGN KEY ("security_check_id") REFERENCES "public"."security_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_checks" ADD CONSTRAINT "security_checks_asn_header_id_asn_headers_id_fk" FOREIGN KEY ("asn_header_id") REFERENCES "public"."asn_headers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_checks" ADD CONSTRAINT "security_checks_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_checks" ADD CONSTRAINT "security_checks_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "security_check_items_line_uq" ON "security_check_items" USING btree ("security_check_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "security_checks_no_uq" ON "security_checks" USING btree ("gate_entry_sr_no");--> statement-breakpoint
CREATE UNIQUE INDEX "security_checks_asn_uq" ON "security_checks" USING btree ("asn_header_id");--> statement-breakpoint
CREATE INDEX "security_checks_buyer_date_idx" ON "security_checks" USING btree ("buyer_company_id","sc_date","id");--> statement-breakpoint
CREATE INDEX "security_checks_supplier_date_idx" ON "security_checks" USING btree ("supplier_company_id","sc_date","id");--> statement-breakpoint
CREATE INDEX "security_checks_date_idx" ON "security_checks" USING btree ("sc_date","id");--> statement-breakpoint
CREATE INDEX "security_checks_no_trgm_idx" ON "security_checks" USING gin ("gate_entry_sr_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_checks_asn_no_trgm_idx" ON "security_checks" USING gin ("asn_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "security_checks_gr_no_trgm_idx" ON "security_checks" USING gin ("security_gr_no" gin_trgm_ops);