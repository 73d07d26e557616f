CREATE INDEX "goods_receipts_supplier_part_idx" ON "goods_receipts" USING btree ("supplier_company_id","part_no","gr_date" DESC NULLS FIRST,"gr_no","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "interface_logs_reference_idx" ON "interface_logs" USING btree ("reference_no","request_time","id");--> statement-breakpoint
CREATE INDEX "schedule_details_request_qty_idx" ON "delivery_schedule_details" USING btree ("request_qty","header_id","delivery_date","delivery_time","id");--> statement-breakpoint
CREATE INDEX "schedule_details_open_idx" ON "delivery_schedule_details" USING btree ("header_id","delivery_date","delivery_time","id") WHERE "delivery_schedule_details"."unshipped_qty" > 0;--> statement-breakpoint
CREATE INDEX "schedule_headers_part_idx" ON "delivery_schedule_headers" USING btree ("is_latest","part_no","release_date","id");--> statement-breakpoint
CREATE INDEX "schedule_headers_supplier_part_idx" ON "delivery_schedule_headers" USING btree ("supplier_company_id","is_latest","part_no","release_date","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "security_checks_asn_no_idx" ON "security_checks" USING btree ("asn_no","sc_date","id");--> statement-breakpoint
CREATE INDEX "security_checks_supplier_asn_no_idx" ON "security_checks" USING btree ("supplier_company_id","asn_no","sc_date","id");--> statement-breakpoint
CREATE TABLE "goods_receipt_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"receipts" bigint NOT NULL,
	CONSTRAINT "goods_receipt_counts_buyer_company_id_supplier_company_id_pk" PRIMARY KEY("buyer_company_id","supplier_company_id")
);
--> statement-breakpoint
-- Receipts per buyer and supplier, kept by the statements that write goods_receipts (one statement trigger
-- each, over the statement's transition tables: a set-based change, however many rows). An update that moves
-- no receipt between pairs (invoicing) writes nothing here. Rows are touched in key order (no deadlock
-- between two writers of several pairs); writers of one pair wait for each other's commit.
CREATE FUNCTION "goods_receipt_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSE
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, 1 FROM added) moved
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "goods_receipt_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_receipt_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "goods_receipt_counts_insert" AFTER INSERT ON "goods_receipts"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "goods_receipt_counts_change"();--> statement-breakpoint
CREATE TRIGGER "goods_receipt_counts_delete" AFTER DELETE ON "goods_receipts"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "goods_receipt_counts_change"();--> statement-breakpoint
CREATE TRIGGER "goods_receipt_counts_update" AFTER UPDATE ON "goods_receipts"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "goods_receipt_counts_change"();--> statement-breakpoint
CREATE TRIGGER "goods_receipt_counts_truncate" AFTER TRUNCATE ON "goods_receipts"
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_receipt_counts_truncate"();--> statement-breakpoint
-- after the triggers: creating them locked out writers, so the counts start exact
INSERT INTO goods_receipt_counts (buyer_company_id, supplier_company_id, receipts)
SELECT buyer_company_id, supplier_company_id, count(*) FROM goods_receipts GROUP BY 1, 2;
