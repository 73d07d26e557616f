-- Supplier performance (docs/kpis.md). Row triggers keep the first answers the KPIs need; statement triggers
-- queue the (buyer, supplier, day) buckets a write touched into performance_dirty for the `performance`
-- recomputer. Existing documents get their first answers from what they already record, then every bucket
-- holding a document is queued, so the worker fills performance_daily after the upgrade.

-- the calendar day of an instant at the buyer company (its time zone, else the portal's default)
CREATE FUNCTION "performance_day"(at timestamptz, buyer bigint) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE coalesce((SELECT time_zone FROM companies WHERE id = buyer), 'Asia/Shanghai'))::date
$$;--> statement-breakpoint

-- ---- first answers, backfilled from what the documents record (their own times, not the upgrade's) ----
-- a backfill is no one's change: no audit entry per line (the setting lasts for the migration's transaction)
SELECT set_config('portal.audit', 'off', true);--> statement-breakpoint
UPDATE "delivery_schedule_details" d
   SET "answered_at" = greatest(h."received_at", coalesce(
         (SELECT min(f."created_at") FROM "delivery_schedule_feedbacks" f WHERE f."detail_id" = d."id"),
         d."updated_at"))
  FROM "delivery_schedule_headers" h
 WHERE h."id" = d."header_id" AND d."release_status" <> 'New';--> statement-breakpoint
UPDATE "asn_headers"
   SET "first_ack_status" = CASE WHEN "status" = 'Failed' THEN 'Failed' ELSE 'Success' END,
       "first_acked_at" = coalesce("acked_at", "submitted_at", "updated_at")
 WHERE "status" IN ('Success', 'Failed') OR ("status" = 'Cancelled' AND "acked_at" IS NOT NULL);--> statement-breakpoint
UPDATE "invoice_headers"
   SET "first_match_status" = "match_status", "first_matched_at" = coalesce("submitted_at", "updated_at")
 WHERE "match_status" IS NOT NULL;--> statement-breakpoint

SELECT set_config('portal.audit', 'on', true);--> statement-breakpoint

-- ---- row triggers: set once, never again (a failed ASN sent again, or an invoice matched again, keeps its first) ----
CREATE FUNCTION "schedule_details_first_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."answered_at" IS NULL AND NEW."release_status" <> 'New' THEN
    NEW."answered_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "schedule_details_first_answer" BEFORE UPDATE OF "release_status" ON "delivery_schedule_details"
  FOR EACH ROW EXECUTE FUNCTION "schedule_details_first_answer"();--> statement-breakpoint

CREATE FUNCTION "asn_headers_first_ack"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."first_ack_status" IS NULL AND NEW."status" IN ('Success', 'Failed') THEN
    NEW."first_ack_status" := NEW."status";
    NEW."first_acked_at" := coalesce(NEW."acked_at", now());
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_headers_first_ack" BEFORE UPDATE OF "status" ON "asn_headers"
  FOR EACH ROW EXECUTE FUNCTION "asn_headers_first_ack"();--> statement-breakpoint

CREATE FUNCTION "invoice_headers_first_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."first_match_status" IS NULL AND NEW."match_status" IS NOT NULL THEN
    NEW."first_match_status" := NEW."match_status";
    NEW."first_matched_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_headers_first_match" BEFORE INSERT OR UPDATE OF "match_status" ON "invoice_headers"
  FOR EACH ROW EXECUTE FUNCTION "invoice_headers_first_match"();--> statement-breakpoint

-- ---- statement triggers: the buckets of the rows a statement wrote (each transition table is `changed`) ----
-- PostgreSQL allows no column list on a trigger with transition tables: every update queues the buckets of
-- its rows before and after; the queue's primary key folds repeats, the worker recomputes each bucket once.
-- A key is queued with a no-op update, never DO NOTHING: the update waits while a worker holds that key, so
-- a write is never folded into a key being recomputed from a snapshot that misses it (recompute-queue.ts);
-- keys are taken in order so two writers never wait on each other crosswise.
CREATE FUNCTION "performance_queue_receipts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT DISTINCT c."buyer_company_id", c."supplier_company_id", c."gr_date" FROM changed c
  UNION
  SELECT a."buyer_company_id", a."supplier_company_id", performance_day(a."plan_arrival_time", a."buyer_company_id")
    FROM (SELECT DISTINCT "asn_header_id" FROM changed WHERE "asn_header_id" IS NOT NULL) c
    JOIN "asn_headers" a ON a."id" = c."asn_header_id"
   WHERE a."plan_arrival_time" IS NOT NULL
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_receipts_insert" AFTER INSERT ON "goods_receipts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_receipts"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_receipts_update_new" AFTER UPDATE ON "goods_receipts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_receipts"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_receipts_update_old" AFTER UPDATE ON "goods_receipts"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_receipts"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_receipts_delete" AFTER DELETE ON "goods_receipts"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_receipts"();--> statement-breakpoint

CREATE FUNCTION "performance_queue_asns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT c."buyer_company_id", c."supplier_company_id", performance_day(c."plan_arrival_time", c."buyer_company_id")
    FROM changed c WHERE c."plan_arrival_time" IS NOT NULL
  UNION
  SELECT c."buyer_company_id", c."supplier_company_id", performance_day(c."first_acked_at", c."buyer_company_id")
    FROM changed c WHERE c."first_acked_at" IS NOT NULL
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_asns_insert" AFTER INSERT ON "asn_headers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asns"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_asns_update_new" AFTER UPDATE ON "asn_headers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asns"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_asns_update_old" AFTER UPDATE ON "asn_headers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asns"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_asns_delete" AFTER DELETE ON "asn_headers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asns"();--> statement-breakpoint

CREATE FUNCTION "performance_queue_asn_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT a."buyer_company_id", a."supplier_company_id", performance_day(a."plan_arrival_time", a."buyer_company_id")
    FROM (SELECT DISTINCT "asn_header_id" FROM changed) c
    JOIN "asn_headers" a ON a."id" = c."asn_header_id"
   WHERE a."plan_arrival_time" IS NOT NULL
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_asn_lines_insert" AFTER INSERT ON "asn_details"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asn_lines"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_asn_lines_update" AFTER UPDATE ON "asn_details"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asn_lines"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_asn_lines_delete" AFTER DELETE ON "asn_details"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_asn_lines"();--> statement-breakpoint

CREATE FUNCTION "performance_queue_schedule_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT DISTINCT h."buyer_company_id", h."supplier_company_id", performance_day(h."received_at", h."buyer_company_id")
    FROM (SELECT DISTINCT "header_id" FROM changed WHERE "answered_at" IS NOT NULL) c
    JOIN "delivery_schedule_headers" h ON h."id" = c."header_id"
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_schedule_lines_update" AFTER UPDATE ON "delivery_schedule_details"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_schedule_lines"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_schedule_lines_delete" AFTER DELETE ON "delivery_schedule_details"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_schedule_lines"();--> statement-breakpoint

CREATE FUNCTION "performance_queue_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT c."buyer_company_id", c."supplier_company_id", performance_day(c."first_matched_at", c."buyer_company_id")
    FROM changed c WHERE c."first_matched_at" IS NOT NULL
  UNION
  SELECT c."buyer_company_id", c."supplier_company_id", performance_day(c."posting_at", c."buyer_company_id")
    FROM changed c WHERE c."posting_at" IS NOT NULL
  UNION
  SELECT c."buyer_company_id", c."supplier_company_id", c."payment_date"
    FROM changed c WHERE c."payment_date" IS NOT NULL
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_invoices_insert" AFTER INSERT ON "invoice_headers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_invoices"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_invoices_update_new" AFTER UPDATE ON "invoice_headers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_invoices"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_invoices_update_old" AFTER UPDATE ON "invoice_headers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_invoices"();--> statement-breakpoint
CREATE TRIGGER "performance_queue_invoices_delete" AFTER DELETE ON "invoice_headers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_invoices"();--> statement-breakpoint

-- a buyer company's new on-time window re-queues the buckets that hold its receipts
CREATE FUNCTION "performance_queue_window"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
  SELECT DISTINCT * FROM (
  SELECT p."buyer_company_id", p."supplier_company_id", p."day"
    FROM "performance_daily" p
    JOIN new_rows n ON n."id" = p."buyer_company_id"
    JOIN old_rows o ON o."id" = n."id"
   WHERE p."on_time_total" > 0
     AND (n."on_time_early_days", n."on_time_late_days") IS DISTINCT FROM (o."on_time_early_days", o."on_time_late_days")
  ) queued ORDER BY 1, 2, 3
  ON CONFLICT ("buyer_company_id", "supplier_company_id", "day") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "performance_queue_window" AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "performance_queue_window"();--> statement-breakpoint

-- ---- the first fill: every bucket holding a document, set-based, one scan per source ----
INSERT INTO "performance_dirty" ("buyer_company_id", "supplier_company_id", "day")
SELECT g."buyer_company_id", g."supplier_company_id", g."gr_date" FROM "goods_receipts" g
UNION
SELECT h."buyer_company_id", h."supplier_company_id",
       (h."received_at" AT TIME ZONE coalesce(b."time_zone", 'Asia/Shanghai'))::date
  FROM "delivery_schedule_headers" h JOIN "companies" b ON b."id" = h."buyer_company_id"
 WHERE EXISTS (SELECT 1 FROM "delivery_schedule_details" d WHERE d."header_id" = h."id" AND d."answered_at" IS NOT NULL)
UNION
SELECT a."buyer_company_id", a."supplier_company_id", (t.at AT TIME ZONE coalesce(b."time_zone", 'Asia/Shanghai'))::date
  FROM "asn_headers" a JOIN "companies" b ON b."id" = a."buyer_company_id"
  CROSS JOIN LATERAL (VALUES (a."plan_arrival_time"), (a."first_acked_at")) t(at)
 WHERE t.at IS NOT NULL
UNION
SELECT i."buyer_company_id", i."supplier_company_id", coalesce(
         (t.at AT TIME ZONE coalesce(b."time_zone", 'Asia/Shanghai'))::date, i."payment_date")
  FROM "invoice_headers" i JOIN "companies" b ON b."id" = i."buyer_company_id"
  CROSS JOIN LATERAL (VALUES (i."first_matched_at"), (i."posting_at"), (NULL::timestamptz)) t(at)
 WHERE t.at IS NOT NULL OR i."payment_date" IS NOT NULL
ON CONFLICT DO NOTHING;
