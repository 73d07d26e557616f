DROP INDEX "asn_headers_supplier_created_idx";--> statement-breakpoint
DROP INDEX "asn_headers_buyer_created_idx";--> statement-breakpoint
DROP INDEX "goods_receipts_supplier_date_idx";--> statement-breakpoint
DROP INDEX "goods_receipts_buyer_date_idx";--> statement-breakpoint
DROP INDEX "schedule_details_header_idx";--> statement-breakpoint
DROP INDEX "schedule_headers_latest_release_idx";--> statement-breakpoint
DROP INDEX "schedule_headers_supplier_idx";--> statement-breakpoint
DROP INDEX "schedule_headers_buyer_idx";--> statement-breakpoint
CREATE INDEX "goods_receipts_date_idx" ON "goods_receipts" USING btree ("gr_date" DESC NULLS FIRST,"gr_no","id");--> statement-breakpoint
CREATE INDEX "asn_headers_supplier_created_idx" ON "asn_headers" USING btree ("supplier_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "asn_headers_buyer_created_idx" ON "asn_headers" USING btree ("buyer_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_supplier_date_idx" ON "goods_receipts" USING btree ("supplier_company_id","gr_date" DESC NULLS FIRST,"gr_no","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_buyer_date_idx" ON "goods_receipts" USING btree ("buyer_company_id","gr_date" DESC NULLS FIRST,"gr_no","id");--> statement-breakpoint
CREATE INDEX "schedule_details_header_idx" ON "delivery_schedule_details" USING btree ("header_id","delivery_date","delivery_time","id");--> statement-breakpoint
CREATE INDEX "schedule_headers_latest_release_idx" ON "delivery_schedule_headers" USING btree ("is_latest","release_date","id");--> statement-breakpoint
CREATE INDEX "schedule_headers_supplier_idx" ON "delivery_schedule_headers" USING btree ("supplier_company_id","is_latest","release_date","id");--> statement-breakpoint
CREATE INDEX "schedule_headers_buyer_idx" ON "delivery_schedule_headers" USING btree ("buyer_company_id","is_latest","release_date","id");--> statement-breakpoint
-- Change sequences of the tables list totals count (platform/lists/count-memo.ts): any statement that writes
-- a table advances its sequence once, so a remembered total is known to be current. Sequences are not
-- transactional: writers never wait for each other here.
CREATE FUNCTION "list_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval((TG_TABLE_NAME || '_changes')::regclass);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE SEQUENCE "delivery_schedule_headers_changes";--> statement-breakpoint
CREATE TRIGGER "delivery_schedule_headers_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_schedule_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "delivery_schedule_details_changes";--> statement-breakpoint
CREATE TRIGGER "delivery_schedule_details_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_schedule_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "asn_headers_changes";--> statement-breakpoint
CREATE TRIGGER "asn_headers_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "asn_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "asn_details_changes";--> statement-breakpoint
CREATE TRIGGER "asn_details_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "asn_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "goods_receipts_changes";--> statement-breakpoint
CREATE TRIGGER "goods_receipts_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_receipts"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "invoice_headers_changes";--> statement-breakpoint
CREATE TRIGGER "invoice_headers_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "invoice_lines_changes";--> statement-breakpoint
CREATE TRIGGER "invoice_lines_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "security_checks_changes";--> statement-breakpoint
CREATE TRIGGER "security_checks_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "security_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "interface_logs_changes";--> statement-breakpoint
CREATE TRIGGER "interface_logs_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interface_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();--> statement-breakpoint
CREATE SEQUENCE "companies_changes";--> statement-breakpoint
CREATE TRIGGER "companies_count_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_count_change"();
