CREATE TABLE "email_configuration_suppliers" (
	"email_configuration_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	CONSTRAINT "email_configuration_suppliers_email_configuration_id_supplier_company_id_pk" PRIMARY KEY("email_configuration_id","supplier_company_id")
);
--> statement-breakpoint
CREATE TABLE "email_configurations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"alert_type" text NOT NULL,
	"config_status" text DEFAULT 'Active' NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_configurations_status_ck" CHECK ("email_configurations"."config_status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "containers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"container_code" text NOT NULL,
	"container_type" text NOT NULL,
	"max_load_kg" numeric(12, 2),
	"fold_flag" text,
	"outside_length_mm" integer,
	"outside_width_mm" integer,
	"outside_height_mm" integer,
	"weight_kg" numeric(12, 2),
	"material" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "over_shipment_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "over_shipment_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"is_over_shipped" boolean DEFAULT false NOT NULL,
	"is_over_shipped_tolerance" boolean,
	"rate_percent" numeric(5, 2),
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "over_shipment_rate_ck" CHECK ("over_shipment_settings"."rate_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "packagings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packagings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"packaging_no" text NOT NULL,
	"part_no" text NOT NULL,
	"part_group" text,
	"container_code" text,
	"qty_per_package" numeric(18, 2) NOT NULL,
	"valid_date" date,
	"antirust" text,
	"corrosion_protection" text,
	"plastic_bag" text,
	"recyclable" text,
	"weight_kg" numeric(12, 2),
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packagings_qty_ck" CHECK ("packagings"."qty_per_package" > 0)
);
--> statement-breakpoint
CREATE TABLE "part_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"part_no" text NOT NULL,
	"part_desc" text,
	"price_list_code" text NOT NULL,
	"unit_price" numeric(19, 6) NOT NULL,
	"currency" text NOT NULL,
	"uom" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"inbound_msg_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_prices_unit_price_ck" CHECK ("part_prices"."unit_price" >= 0),
	CONSTRAINT "part_prices_range_ck" CHECK ("part_prices"."effective_to" is null or "part_prices"."effective_to" >= "part_prices"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"plant_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"part_no" text NOT NULL,
	"part_description" text,
	"uom" text NOT NULL,
	"version_no" text,
	"lot_size_qty" numeric(18, 2),
	"model" text,
	"planner" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_finance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_finance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"currency" text,
	"oversea" text,
	"tedi" text,
	"wht_rate" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_configuration_suppliers" ADD CONSTRAINT "email_configuration_suppliers_email_configuration_id_email_configurations_id_fk" FOREIGN KEY ("email_configuration_id") REFERENCES "public"."email_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_configuration_suppliers" ADD CONSTRAINT "email_configuration_suppliers_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_configurations" ADD CONSTRAINT "email_configurations_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_shipment_settings" ADD CONSTRAINT "over_shipment_settings_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_shipment_settings" ADD CONSTRAINT "over_shipment_settings_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_finance" ADD CONSTRAINT "supplier_finance_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_finance" ADD CONSTRAINT "supplier_finance_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_configuration_suppliers_supplier_idx" ON "email_configuration_suppliers" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_configurations_alert_uq" ON "email_configurations" USING btree ("buyer_company_id","alert_type");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_uq" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "containers_code_uq" ON "containers" USING btree ("container_code");--> statement-breakpoint
CREATE UNIQUE INDEX "over_shipment_pair_uq" ON "over_shipment_settings" USING btree ("buyer_company_id","supplier_company_id");--> statement-breakpoint
CREATE INDEX "over_shipment_supplier_idx" ON "over_shipment_settings" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packagings_no_uq" ON "packagings" USING btree ("buyer_company_id","supplier_company_id","packaging_no");--> statement-breakpoint
CREATE INDEX "packagings_supplier_part_idx" ON "packagings" USING btree ("supplier_company_id","part_no");--> statement-breakpoint
CREATE INDEX "part_prices_company_part_idx" ON "part_prices" USING btree ("buyer_company_id","part_no","effective_from");--> statement-breakpoint
CREATE INDEX "part_prices_list_code_idx" ON "part_prices" USING btree ("price_list_code");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_plant_part_supplier_uq" ON "parts" USING btree ("plant_id","part_no","supplier_company_id");--> statement-breakpoint
CREATE INDEX "parts_supplier_part_idx" ON "parts" USING btree ("supplier_company_id","part_no");--> statement-breakpoint
CREATE INDEX "parts_buyer_part_idx" ON "parts" USING btree ("buyer_company_id","part_no");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_finance_pair_uq" ON "supplier_finance" USING btree ("buyer_company_id","supplier_company_id");--> statement-breakpoint
CREATE INDEX "supplier_finance_supplier_idx" ON "supplier_finance" USING btree ("supplier_company_id");--> statement-breakpoint
-- At most one effective price per company + part + price list code on any date (btree_gist is a trusted extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_no_overlap" EXCLUDE USING gist ("buyer_company_id" WITH =, "part_no" WITH =, "price_list_code" WITH =, daterange("effective_from", "effective_to", '[]') WITH &&);
