-- Goods receipts per receipt date, for the GR list's deep pages (see the comment below the table).
CREATE TABLE "goods_receipt_day_counts" (
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"gr_date" date NOT NULL,
	"receipts" bigint NOT NULL,
	CONSTRAINT "goods_receipt_day_counts_pk" PRIMARY KEY("buyer_company_id","supplier_company_id","gr_date")
);
--> statement-breakpoint
-- Receipts per buyer, supplier and receipt date, kept beside goods_receipt_counts by its trigger function
-- (replaced here): each statement writes the pairs' count rows first, then their day rows, in key order, so
-- the lock order of migration 0022 holds. An update moving no receipt between pairs or dates writes nothing.
CREATE OR REPLACE FUNCTION "goods_receipt_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
    INSERT INTO goods_receipt_day_counts AS c (buyer_company_id, supplier_company_id, gr_date, receipts)
    SELECT buyer_company_id, supplier_company_id, gr_date, count(*) FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, gr_date) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
    INSERT INTO goods_receipt_day_counts AS c (buyer_company_id, supplier_company_id, gr_date, receipts)
    SELECT buyer_company_id, supplier_company_id, gr_date, -count(*) FROM removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, gr_date) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  ELSE
    INSERT INTO goods_receipt_counts AS c (buyer_company_id, supplier_company_id, receipts)
    SELECT buyer_company_id, supplier_company_id, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, 1 FROM added) moved
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (buyer_company_id, supplier_company_id) DO UPDATE SET receipts = c.receipts + excluded.receipts;
    INSERT INTO goods_receipt_day_counts AS c (buyer_company_id, supplier_company_id, gr_date, receipts)
    SELECT buyer_company_id, supplier_company_id, gr_date, sum(n) FROM (
      SELECT buyer_company_id, supplier_company_id, gr_date, -1 AS n FROM removed
      UNION ALL
      SELECT buyer_company_id, supplier_company_id, gr_date, 1 FROM added) moved
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (buyer_company_id, supplier_company_id, gr_date) DO UPDATE SET receipts = c.receipts + excluded.receipts;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "goods_receipt_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_receipt_counts;
  DELETE FROM goods_receipt_day_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- replacing functions locks no table: this lock waits for the writers in flight (still on the old function)
-- and holds new ones until the migration commits, so the day counts start exact
LOCK TABLE "goods_receipts" IN SHARE MODE;--> statement-breakpoint
INSERT INTO goods_receipt_day_counts (buyer_company_id, supplier_company_id, gr_date, receipts)
SELECT buyer_company_id, supplier_company_id, gr_date, count(*) FROM goods_receipts GROUP BY 1, 2, 3;
