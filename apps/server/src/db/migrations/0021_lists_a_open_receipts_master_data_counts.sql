CREATE INDEX "goods_receipts_open_asn_idx" ON "goods_receipts" USING btree ("asn_header_id","buyer_company_id","supplier_company_id","is_write_off","currency") WHERE "goods_receipts"."is_invoiced" = 'N';--> statement-breakpoint
CREATE INDEX "goods_receipts_open_supplier_asn_idx" ON "goods_receipts" USING btree ("supplier_company_id","asn_header_id","buyer_company_id","is_write_off","currency") WHERE "goods_receipts"."is_invoiced" = 'N';--> statement-breakpoint
CREATE INDEX "part_prices_part_no_idx" ON "part_prices" USING btree ("part_no");--> statement-breakpoint
CREATE INDEX "parts_part_no_idx" ON "parts" USING btree ("part_no");--> statement-breakpoint
-- Change sequences (as migration 0017) of the master-data tables whose list totals are now remembered
-- (platform/lists/count-memo.ts): parts with their plants, price lists, packagings, containers.
CREATE SEQUENCE "parts_changes";--> statement-breakpoint
CREATE TRIGGER "parts_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "plants_changes";--> statement-breakpoint
CREATE TRIGGER "plants_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plants"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "part_prices_changes";--> statement-breakpoint
CREATE TRIGGER "part_prices_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "part_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "packagings_changes";--> statement-breakpoint
CREATE TRIGGER "packagings_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packagings"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "containers_changes";--> statement-breakpoint
CREATE TRIGGER "containers_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "containers"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();
