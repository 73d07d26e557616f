-- Gate entries per buyer and supplier, and per gate date: the gate list's unfiltered total and its deep pages.
CREATE TABLE "security_check_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"checks" bigint NOT NULL,
	CONSTRAINT "security_check_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id")
);
--> statement-breakpoint
CREATE TABLE "security_check_day_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"sc_date" date NOT NULL,
	"checks" bigint NOT NULL,
	CONSTRAINT "security_check_day_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","sc_date")
);
--> statement-breakpoint
-- Kept by the statements that write security_checks, as goods_receipt_counts is (migrations 0022, 0038):
-- pairs' count rows first, then their day rows, each in key order; an update moving no entry between pairs or
-- dates (linking an invoice, an edit of the gate times) writes nothing.
CREATE FUNCTION "security_check_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO security_check_counts AS c (buyer_company_id, supplier_company_id, checks)
    SELECT buyer_company_id, supplier_company_id, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET checks = c.checks + excluded.checks;
    INSERT INTO security_check_day_counts AS c (buyer_company_id, supplier_company_id, sc_date, checks)
    SELECT buyer_company_id, supplier_company_id, sc_date, count(*) FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, sc_date) DO UPDATE SET checks = c.checks + excluded.checks;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO security_check_counts AS c (buyer_company_id, supplier_company_id, checks)
    SELECT buyer_company_id, supplier_company_id, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET checks = c.checks + excluded.checks;
    INSERT INTO security_check_day_counts AS c (buyer_company_id, supplier_company_id, sc_date, checks)
    SELECT buyer_company_id, supplier_company_id, sc_date, -count(*) FROM removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, sc_date) DO UPDATE SET checks = c.checks + excluded.checks;
  ELSE
    INSERT INTO security_check_counts AS c (buyer_company_id, supplier_company_id, checks)
    SELECT buyer_company_id, supplier_company_id, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, 1 FROM added) moved
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET checks = c.checks + excluded.checks;
    INSERT INTO security_check_day_counts AS c (buyer_company_id, supplier_company_id, sc_date, checks)
    SELECT buyer_company_id, supplier_company_id, sc_date, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, sc_date, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, sc_date, 1 FROM added) moved
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, sc_date) DO UPDATE SET checks = c.checks + excluded.checks;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "security_check_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM security_check_counts;
  DELETE FROM security_check_day_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "security_check_counts_insert" AFTER INSERT ON "security_checks"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "security_check_counts_change"();--> statement-breakpoint
CREATE TRIGGER "security_check_counts_delete" AFTER DELETE ON "security_checks"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "security_check_counts_change"();--> statement-breakpoint
CREATE TRIGGER "security_check_counts_update" AFTER UPDATE ON "security_checks"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "security_check_counts_change"();--> statement-breakpoint
CREATE TRIGGER "security_check_counts_truncate" AFTER TRUNCATE ON "security_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_check_counts_truncate"();--> statement-breakpoint
-- after the triggers: creating them locked out writers, so the counts start exact
INSERT INTO security_check_counts (buyer_company_id, supplier_company_id, checks)
SELECT buyer_company_id, supplier_company_id, count(*) FROM security_checks GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO security_check_day_counts (buyer_company_id, supplier_company_id, sc_date, checks)
SELECT buyer_company_id, supplier_company_id, sc_date, count(*) FROM security_checks GROUP BY 1, 2, 3;
