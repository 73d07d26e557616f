-- ASNs per buyer and supplier, and per day of creation: the ASN history's unfiltered total and its deep pages.
CREATE TABLE "asn_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"asns" bigint NOT NULL,
	CONSTRAINT "asn_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id")
);
--> statement-breakpoint
CREATE TABLE "asn_day_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"created_on" date NOT NULL,
	"asns" bigint NOT NULL,
	CONSTRAINT "asn_day_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","created_on")
);
--> statement-breakpoint
-- Kept by the statements that write asn_headers (over their transition tables, set-based), as
-- goods_receipt_counts is (migrations 0022, 0038): pairs' count rows first, then their day rows, each in key
-- order (no deadlock between two writers of several pairs); an update moving no ASN between pairs or days
-- (a status change, a send) writes nothing. The day is the creation instant's UTC date: any day boundary
-- keeps the history's order (newest first) day by day.
CREATE FUNCTION "asn_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO asn_counts AS c (buyer_company_id, supplier_company_id, asns)
    SELECT buyer_company_id, supplier_company_id, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET asns = c.asns + excluded.asns;
    INSERT INTO asn_day_counts AS c (buyer_company_id, supplier_company_id, created_on, asns)
    SELECT buyer_company_id, supplier_company_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
      FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, created_on) DO UPDATE SET asns = c.asns + excluded.asns;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO asn_counts AS c (buyer_company_id, supplier_company_id, asns)
    SELECT buyer_company_id, supplier_company_id, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET asns = c.asns + excluded.asns;
    INSERT INTO asn_day_counts AS c (buyer_company_id, supplier_company_id, created_on, asns)
    SELECT buyer_company_id, supplier_company_id, (created_at AT TIME ZONE 'UTC')::date, -count(*)
      FROM removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, created_on) DO UPDATE SET asns = c.asns + excluded.asns;
  ELSE
    INSERT INTO asn_counts AS c (buyer_company_id, supplier_company_id, asns)
    SELECT buyer_company_id, supplier_company_id, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, 1 FROM added) moved
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET asns = c.asns + excluded.asns;
    INSERT INTO asn_day_counts AS c (buyer_company_id, supplier_company_id, created_on, asns)
    SELECT buyer_company_id, supplier_company_id, created_on, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, (created_at AT TIME ZONE 'UTC')::date AS created_on, -1 AS n
        FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, (created_at AT TIME ZONE 'UTC')::date, 1 FROM added) moved
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, created_on) DO UPDATE SET asns = c.asns + excluded.asns;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "asn_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM asn_counts;
  DELETE FROM asn_day_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asn_counts_insert" AFTER INSERT ON "asn_headers"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_counts_change"();--> statement-breakpoint
CREATE TRIGGER "asn_counts_delete" AFTER DELETE ON "asn_headers"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "asn_counts_change"();--> statement-breakpoint
CREATE TRIGGER "asn_counts_update" AFTER UPDATE ON "asn_headers"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "asn_counts_change"();--> statement-breakpoint
CREATE TRIGGER "asn_counts_truncate" AFTER TRUNCATE ON "asn_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "asn_counts_truncate"();--> statement-breakpoint
-- after the triggers: creating them locked out writers, so the counts start exact
INSERT INTO asn_counts (buyer_company_id, supplier_company_id, asns)
SELECT buyer_company_id, supplier_company_id, count(*) FROM asn_headers GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO asn_day_counts (buyer_company_id, supplier_company_id, created_on, asns)
SELECT buyer_company_id, supplier_company_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM asn_headers
 GROUP BY 1, 2, 3;
