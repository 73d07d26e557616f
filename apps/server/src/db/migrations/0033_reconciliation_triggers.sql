-- ASN reconciliation: every statement that changes what an ASN's receipts are judged by queues the ASNs it
-- touched (statement triggers over the transition tables, set-based); the `reconciliation` recomputer
-- claims and rejudges them. Receipt updates that change none of the judged columns (invoicing) queue nothing.
CREATE FUNCTION "asn_reconciliation_queue_receipts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO asn_reconciliation_queue (asn_header_id)
    SELECT DISTINCT asn_header_id FROM added WHERE asn_header_id IS NOT NULL ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO asn_reconciliation_queue (asn_header_id)
    SELECT DISTINCT asn_header_id FROM removed WHERE asn_header_id IS NOT NULL ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  ELSE
    INSERT INTO asn_reconciliation_queue (asn_header_id)
    SELECT DISTINCT x.asn_header_id FROM removed o JOIN added n ON n.id = o.id,
           LATERAL (VALUES (o.asn_header_id), (n.asn_header_id)) x(asn_header_id)
     WHERE x.asn_header_id IS NOT NULL
       AND (o.asn_header_id, o.qty, o.part_no, o.order_no, o.po_line_no, o.gr_date, o.is_write_off)
           IS DISTINCT FROM (n.asn_header_id, n.qty, n.part_no, n.order_no, n.po_line_no, n.gr_date, n.is_write_off)
     ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_receipts_insert" AFTER INSERT ON "goods_receipts"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_receipts"();--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_receipts_delete" AFTER DELETE ON "goods_receipts"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_receipts"();--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_receipts_update" AFTER UPDATE ON "goods_receipts"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_receipts"();--> statement-breakpoint
-- ASN lines: any change of what was shipped
CREATE FUNCTION "asn_reconciliation_queue_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO asn_reconciliation_queue (asn_header_id)
    SELECT DISTINCT r.asn_header_id FROM removed r WHERE EXISTS (SELECT 1 FROM asn_headers h WHERE h.id = r.asn_header_id)
     ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  ELSE
    INSERT INTO asn_reconciliation_queue (asn_header_id)
    SELECT DISTINCT asn_header_id FROM added ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_lines_insert" AFTER INSERT ON "asn_details"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_lines"();--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_lines_delete" AFTER DELETE ON "asn_details"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_lines"();--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_lines_update" AFTER UPDATE ON "asn_details"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_lines"();--> statement-breakpoint
-- ASN headers: a new status (sent, cancelled) or planned arrival
CREATE FUNCTION "asn_reconciliation_queue_headers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asn_reconciliation_queue (asn_header_id)
  SELECT n.id FROM added n JOIN removed o ON o.id = n.id
   WHERE (o.status, o.plan_arrival_time) IS DISTINCT FROM (n.status, n.plan_arrival_time)
   ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_headers_update" AFTER UPDATE ON "asn_headers"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_headers"();--> statement-breakpoint
-- a buyer's new arrival grace rejudges its sent ASNs (late and missing move with it)
CREATE FUNCTION "asn_reconciliation_queue_grace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asn_reconciliation_queue (asn_header_id)
  SELECT h.id FROM added n JOIN removed o ON o.id = n.id
    JOIN asn_headers h ON h.buyer_company_id = n.id AND h.status IN ('Submitted', 'Success')
   WHERE o.arrival_grace_hours IS DISTINCT FROM n.arrival_grace_hours
   ORDER BY 1 ON CONFLICT (asn_header_id) DO UPDATE SET queued_at = excluded.queued_at;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_reconciliation_grace_update" AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_reconciliation_queue_grace"();--> statement-breakpoint
-- the sweep looks up ASNs by planned arrival; it starts from now, and every ASN sent so far is judged once
CREATE INDEX IF NOT EXISTS "asn_headers_arrival_idx" ON "asn_headers" USING btree ("plan_arrival_time");--> statement-breakpoint
INSERT INTO "reconciliation_sweep" ("id", "swept_until") VALUES (1, now());--> statement-breakpoint
INSERT INTO "asn_reconciliation_queue" ("asn_header_id")
SELECT "id" FROM "asn_headers" WHERE "status" IN ('Submitted', 'Success') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- the new alert is listed for every buyer already there, Inactive until an administrator turns it on
INSERT INTO "email_configurations" ("buyer_company_id", "alert_type", "config_status")
SELECT c."id", 'asnDiscrepancy', 'Inactive' FROM "companies" c
 WHERE c."company_type" = 'B'
   AND NOT EXISTS (SELECT 1 FROM "email_configurations" e WHERE e."buyer_company_id" = c."id" AND e."alert_type" = 'asnDiscrepancy');
