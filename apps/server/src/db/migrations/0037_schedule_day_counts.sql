-- Schedule counts per release date, for the schedule lists' deep pages (see the comment below the table).
CREATE TABLE "delivery_schedule_day_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"is_latest" text NOT NULL,
	"release_date" date NOT NULL,
	"headers" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "schedule_day_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","is_latest","release_date")
);
--> statement-breakpoint
-- Releases and lines per buyer, supplier, latest flag and release date, kept beside delivery_schedule_counts
-- by the same trigger functions (replaced here), each statement writing the pair's count rows first and
-- then its day rows, so the lock order of migration 0035 holds (a writer holding a pair's count row is the
-- only one writing its day rows). The headers a line statement names are locked FOR SHARE by its first
-- statement, so the second one reads the same release dates.
CREATE OR REPLACE FUNCTION "schedule_counts_lines_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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

  INSERT INTO delivery_schedule_day_counts AS c
    (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
  SELECT h.buyer_company_id, h.supplier_company_id, h.is_latest, h.release_date, 0,
         CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed d JOIN delivery_schedule_headers h ON h.id = d.header_id
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest, release_date)
    DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_counts_line_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH locked AS MATERIALIZED (
    SELECT h.id, h.buyer_company_id, h.supplier_company_id, h.is_latest FROM delivery_schedule_headers h
     WHERE h.id IN (OLD.header_id, NEW.header_id) ORDER BY h.id FOR SHARE
  )
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, 0, sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END)
    FROM locked GROUP BY 1, 2, 3 HAVING sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest) DO UPDATE SET lines = c.lines + excluded.lines;

  INSERT INTO delivery_schedule_day_counts AS c
    (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, release_date, 0,
         sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END)
    FROM delivery_schedule_headers WHERE id IN (OLD.header_id, NEW.header_id)
   GROUP BY 1, 2, 3, 4 HAVING sum(CASE WHEN id = NEW.header_id THEN 1 ELSE -1 END) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest, release_date)
    DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_counts_headers_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a new header's lines come in their own statement (they reference it) and count there
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, count(*), 0 FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest) DO UPDATE SET headers = c.headers + excluded.headers;

  INSERT INTO delivery_schedule_day_counts AS c
    (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
  SELECT buyer_company_id, supplier_company_id, is_latest, release_date, count(*), 0
    FROM added GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest, release_date)
    DO UPDATE SET headers = c.headers + excluded.headers;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_counts_headers_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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

  -- the same by day: a header moved to another release date moves too
  WITH moved AS (
    SELECT o.id, o.buyer_company_id AS old_buyer, o.supplier_company_id AS old_supplier, o.is_latest AS old_latest,
           o.release_date AS old_date, n.buyer_company_id AS new_buyer, n.supplier_company_id AS new_supplier,
           n.is_latest AS new_latest, n.release_date AS new_date
      FROM removed o JOIN added n ON n.id = o.id
     WHERE (o.buyer_company_id, o.supplier_company_id, o.is_latest, o.release_date)
           IS DISTINCT FROM (n.buyer_company_id, n.supplier_company_id, n.is_latest, n.release_date)
  ), per_header AS (
    SELECT m.*, (SELECT count(*) FROM delivery_schedule_details d WHERE d.header_id = m.id) AS n FROM moved m
  ), deltas AS (
    SELECT old_buyer AS buyer, old_supplier AS supplier, old_latest AS latest, old_date AS day, -1 AS headers,
           -n AS lines FROM per_header
    UNION ALL
    SELECT new_buyer, new_supplier, new_latest, new_date, 1, n FROM per_header
  )
  INSERT INTO delivery_schedule_day_counts AS c
    (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
  SELECT buyer, supplier, latest, day, sum(headers), sum(lines) FROM deltas
   GROUP BY 1, 2, 3, 4 HAVING sum(headers) <> 0 OR sum(lines) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest, release_date)
    DO UPDATE SET headers = c.headers + excluded.headers, lines = c.lines + excluded.lines;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_counts_header_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_count bigint := (SELECT count(*) FROM delivery_schedule_details WHERE header_id = OLD.id);
BEGIN
  INSERT INTO delivery_schedule_counts AS c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
  VALUES (OLD.buyer_company_id, OLD.supplier_company_id, OLD.is_latest, -1, -line_count)
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest)
    DO UPDATE SET headers = c.headers + excluded.headers, lines = c.lines + excluded.lines;

  INSERT INTO delivery_schedule_day_counts AS c
    (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
  VALUES (OLD.buyer_company_id, OLD.supplier_company_id, OLD.is_latest, OLD.release_date, -1, -line_count)
  ON CONFLICT (buyer_company_id, supplier_company_id, is_latest, release_date)
    DO UPDATE SET headers = c.headers + excluded.headers, lines = c.lines + excluded.lines;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'delivery_schedule_headers' THEN
    DELETE FROM delivery_schedule_counts;
    DELETE FROM delivery_schedule_day_counts;
  ELSE
    UPDATE delivery_schedule_counts SET lines = 0 WHERE lines <> 0;
    UPDATE delivery_schedule_day_counts SET lines = 0 WHERE lines <> 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- replacing functions locks no table: this lock waits for the writers in flight (still on the old functions)
-- and holds new ones until the migration commits, so the day counts start exact
LOCK TABLE "delivery_schedule_headers", "delivery_schedule_details" IN SHARE MODE;--> statement-breakpoint
INSERT INTO delivery_schedule_day_counts (buyer_company_id, supplier_company_id, is_latest, release_date, headers, lines)
SELECT h.buyer_company_id, h.supplier_company_id, h.is_latest, h.release_date, count(*), coalesce(sum(l.n), 0)
  FROM delivery_schedule_headers h
  LEFT JOIN (SELECT header_id, count(*) AS n FROM delivery_schedule_details GROUP BY 1) l ON l.header_id = h.id
 GROUP BY 1, 2, 3, 4;
