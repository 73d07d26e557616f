CREATE TABLE "delivery_schedule_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"is_latest" text NOT NULL,
	"headers" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "delivery_schedule_counts_buyer_company_id_supplier_company_id_is_latest_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","is_latest")
);
--> statement-breakpoint
-- Releases (headers) and schedule lines per buyer, supplier and latest flag, kept by the statements that write
-- either schedule table, over their transition tables (set-based, however many rows). The pair and the flag
-- live on the header: a line statement adds or takes its lines under their headers' key, reading the headers
-- FOR SHARE, so a supersede of one of them (an update of the flag) waits for its commit or it for the
-- supersede's, and either way the lines end under the flag the header ends with; a header update moving
-- headers between keys moves their lines, counted after the update has locked them. Count rows are touched
-- in key order (no deadlock between two statements); writers of one pair wait for each other's commit.
CREATE FUNCTION "schedule_counts_lines_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per_header AS (
    SELECT header_id, count(*) AS n FROM changed GROUP BY 1
  ), locked AS MATERIALIZED (
    -- a header deleted earlier in this transaction is not found: its delete took its lines (below)
    SELECT h.id, h.buyer_company_id, h.supplier_company_id, h.is_latest FROM delivery_schedule_headers h
     WHERE h.id IN (SELECT header_id FROM per_header) ORDER BY h.id FOR SHARE
  )
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT k.buyer_company_id, k.supplier_company_id, k.is_latest, 0,
         CASE TG_OP WHEN 'INSERT' THEN sum(p.n) ELSE -sum(p.n) END
    FROM per_header p JOIN locked k ON k.id = p.header_id
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest) DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- a line moved to another release (no application path does it): one row, both headers read FOR SHARE
CREATE FUNCTION "schedule_counts_line_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH locked AS MATERIALIZED (
    SELECT h.id, h.buyer_company_id, h.supplier_company_id, h.is_latest FROM delivery_schedule_headers h
     WHERE h.id IN (OLD.header_id, NEW.header_id) ORDER BY h.id FOR SHARE
  )
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, 0, sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END)
    FROM locked GROUP BY 1, 2, 3 HAVING sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest) DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_counts_headers_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a new header's lines come in their own statement (they reference it) and count there
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, count(*), 0 FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest) DO UPDATE SET headers = c.headers + excluded.headers;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_counts_headers_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a supersede moves one header from Y to N; a comment moves nothing and writes nothing here
  WITH moved AS (
    SELECT o.id, o.buyer_company_id AS old_buyer, o.supplier_company_id AS old_supplier, o.is_latest AS old_latest,
           n.buyer_company_id AS new_buyer, n.supplier_company_id AS new_supplier, n.is_latest AS new_latest
      FROM removed o JOIN added n ON n.id = o.id
     WHERE (o.buyer_company_id, o.supplier_company_id, o.is_latest)
           IS DISTINCT FROM (n.buyer_company_id, n.supplier_company_id, n.is_latest)
  ), per_header AS (
    SELECT m.*, (SELECT count(*) FROM delivery_schedule_details d WHERE d.header_id = m.id) AS n FROM moved m
  ), deltas AS (
    SELECT old_buyer AS buyer, old_supplier AS supplier, old_latest AS latest, -1 AS headers, -n AS lines FROM per_header
    UNION ALL
    SELECT new_buyer, new_supplier, new_latest, 1, n FROM per_header
  )
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT buyer, supplier, latest, sum(headers), sum(lines) FROM deltas
   GROUP BY 1, 2, 3 HAVING sum(headers) <> 0 OR sum(lines) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest)
    DO UPDATE SET headers = c.headers + excluded.headers, lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A header delete, row by row and before the row goes (headers are deleted by hand or tools, not by the
-- application): its lines are still there to count, and the cascade that deletes them then finds no header,
-- so they are taken once. The header is locked by then: no line of it is written meanwhile.
CREATE FUNCTION "schedule_counts_header_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT OLD.buyer_company_id, OLD.supplier_company_id, OLD.is_latest, -1, -count(*)
    FROM delivery_schedule_details WHERE header_id = OLD.id
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest)
    DO UPDATE SET headers = c.headers + excluded.headers, lines = c.lines + excluded.lines;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'delivery_schedule_headers' THEN
    DELETE FROM delivery_schedule_counts;
  ELSE
    UPDATE delivery_schedule_counts SET lines = 0 WHERE lines <> 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "schedule_counts_lines_insert" AFTER INSERT ON "delivery_schedule_details"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_lines_change"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_lines_delete" AFTER DELETE ON "delivery_schedule_details"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_lines_change"();--> statement-breakpoint
-- a row trigger on the header id only: the quantities and statuses lines are updated with fire nothing
CREATE TRIGGER "schedule_counts_line_moved" AFTER UPDATE OF "header_id" ON "delivery_schedule_details"
  FOR EACH ROW WHEN (OLD."header_id" IS DISTINCT FROM NEW."header_id") EXECUTE FUNCTION "schedule_counts_line_moved"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_lines_truncate" AFTER TRUNCATE ON "delivery_schedule_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_truncate"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_headers_insert" AFTER INSERT ON "delivery_schedule_headers"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_headers_insert"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_headers_update" AFTER UPDATE ON "delivery_schedule_headers"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_headers_update"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_header_delete" BEFORE DELETE ON "delivery_schedule_headers"
  FOR EACH ROW EXECUTE FUNCTION "schedule_counts_header_delete"();--> statement-breakpoint
CREATE TRIGGER "schedule_counts_headers_truncate" AFTER TRUNCATE ON "delivery_schedule_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_counts_truncate"();--> statement-breakpoint
-- after the triggers: creating them locked out writers, so the counts start exact
INSERT INTO delivery_schedule_counts (buyer_company_id, supplier_company_id, is_latest, headers, lines)
SELECT h.buyer_company_id, h.supplier_company_id, h.is_latest, count(*), coalesce(sum(l.n), 0)
  FROM delivery_schedule_headers h
  LEFT JOIN (SELECT header_id, count(*) AS n FROM delivery_schedule_details GROUP BY 1) l ON l.header_id = h.id
 GROUP BY 1, 2, 3;
