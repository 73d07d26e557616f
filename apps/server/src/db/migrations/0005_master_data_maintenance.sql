ALTER TABLE "part_prices" ADD COLUMN "supplier_company_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_prices_period_uq" ON "part_prices" USING btree ("buyer_company_id","part_no","price_list_code","effective_from");--> statement-breakpoint
CREATE INDEX "part_prices_supplier_part_idx" ON "part_prices" USING btree ("supplier_company_id","part_no");--> statement-breakpoint
ALTER TABLE "over_shipment_settings" ADD CONSTRAINT "over_shipment_tolerance_ck" CHECK ("over_shipment_settings"."is_over_shipped" = ("over_shipment_settings"."is_over_shipped_tolerance" is not null));--> statement-breakpoint
ALTER TABLE "over_shipment_settings" ADD CONSTRAINT "over_shipment_rate_needs_tolerance_ck" CHECK (coalesce("over_shipment_settings"."is_over_shipped_tolerance", false) = ("over_shipment_settings"."rate_percent" is not null));--> statement-breakpoint
-- One upload may shorten a price's period and add the next one: the overlap check runs at commit when the
-- upload defers it (SET CONSTRAINTS ... DEFERRED), at once everywhere else.
ALTER TABLE "part_prices" DROP CONSTRAINT "part_prices_no_overlap";--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_no_overlap" EXCLUDE USING gist ("buyer_company_id" WITH =, "part_no" WITH =, "price_list_code" WITH =, daterange("effective_from", "effective_to", '[]') WITH &&) DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- Every buyer-supplier relationship has exactly one over-shipment row and one finance row, whoever adds the
-- relationship (screen, ERP, seed): the settings screens list and edit those rows.
CREATE FUNCTION "relationship_settings_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "over_shipment_settings" ("buyer_company_id", "supplier_company_id", "created_by", "updated_by")
  VALUES (NEW."buyer_company_id", NEW."supplier_company_id", NEW."created_by", NEW."created_by")
  ON CONFLICT DO NOTHING;
  INSERT INTO "supplier_finance" ("buyer_company_id", "supplier_company_id", "created_by", "updated_by")
  VALUES (NEW."buyer_company_id", NEW."supplier_company_id", NEW."created_by", NEW."created_by")
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "relationship_settings_rows_trg" AFTER INSERT ON "buyer_supplier_relationships"
FOR EACH ROW EXECUTE FUNCTION "relationship_settings_rows"();--> statement-breakpoint
INSERT INTO "over_shipment_settings" ("buyer_company_id", "supplier_company_id")
SELECT "buyer_company_id", "supplier_company_id" FROM "buyer_supplier_relationships"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "supplier_finance" ("buyer_company_id", "supplier_company_id")
SELECT "buyer_company_id", "supplier_company_id" FROM "buyer_supplier_relationships"
ON CONFLICT DO NOTHING;
