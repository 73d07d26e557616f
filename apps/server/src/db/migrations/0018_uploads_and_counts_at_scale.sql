-- Overlapping price periods: the gist exclusion constraint cost about 0.3 ms a row to maintain and probe
-- (15 of the 17 s of a 50,000-row price upload). A statement-level trigger keeps the same rule for every
-- writer, set-based: it serialises the writers of a buyer company's prices (a transaction-scoped advisory
-- lock, taken in id order), then checks each touched company + part + price list code in start-date order
-- through the unique btree index. It raises what the constraint raised (exclusion_violation naming
-- part_prices_no_overlap), so callers tell it apart the same way.
ALTER TABLE "part_prices" DROP CONSTRAINT "part_prices_no_overlap";--> statement-breakpoint
CREATE FUNCTION "part_prices_refuse_overlaps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  PERFORM pg_advisory_xact_lock(1886220131, buyers."buyer_company_id"::int)
  FROM (SELECT DISTINCT "buyer_company_id" FROM changed ORDER BY "buyer_company_id") buyers;
  SELECT periods.* INTO clash
  FROM (SELECT DISTINCT "buyer_company_id", "part_no", "price_list_code" FROM changed) touched
  CROSS JOIN LATERAL (
    SELECT p."part_no", p."price_list_code", p."effective_from",
           max(coalesce(p."effective_to", 'infinity'::date)) OVER (
             ORDER BY p."effective_from" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reached
    FROM "part_prices" p
    WHERE p."buyer_company_id" = touched."buyer_company_id" AND p."part_no" = touched."part_no"
      AND p."price_list_code" = touched."price_list_code"
  ) periods
  WHERE periods."effective_from" <= periods.reached
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'conflicting key value violates exclusion constraint "part_prices_no_overlap"'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'part_prices_no_overlap', TABLE = 'part_prices',
            DETAIL = format('The period of part %s, price list %s from %s overlaps another one.',
                            clash."part_no", clash."price_list_code", clash."effective_from");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "part_prices_no_overlap_insert" AFTER INSERT ON "part_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "part_prices_refuse_overlaps"();--> statement-breakpoint
CREATE TRIGGER "part_prices_no_overlap_update" AFTER UPDATE ON "part_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "part_prices_refuse_overlaps"();
