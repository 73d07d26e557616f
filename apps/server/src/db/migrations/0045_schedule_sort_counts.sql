-- Schedule lines per value of each sortable line field, per value and release date, per buyer, supplier and
-- latest flag (see the schema's comment): a deep page of the line list re-sorted by a field is found by summing
-- them. Writers only append their changes (no count row is locked, so no two writers wait on one); housekeeping
-- folds the changes into the counts.
CREATE TABLE "delivery_schedule_sort_count_changes" (
	"field" text NOT NULL,
	"is_latest" text NOT NULL,
	"value" text,
	"release_date" date,
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"lines" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_sort_counts" (
	"field" text NOT NULL,
	"is_latest" text NOT NULL,
	"value" text,
	"release_date" date,
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "schedule_sort_counts_key" UNIQUE NULLS NOT DISTINCT("field","is_latest","value","release_date","buyer_company_id","supplier_company_id")
);
--> statement-breakpoint
CREATE INDEX "schedule_sort_count_changes_field_idx" ON "delivery_schedule_sort_count_changes" USING btree ("field","is_latest");--> statement-breakpoint
CREATE INDEX "schedule_sort_counts_values_idx" ON "delivery_schedule_sort_counts" USING btree ("field","is_latest") WHERE "delivery_schedule_sort_counts"."release_date" is null;
--> statement-breakpoint
-- The sortable line fields (the contract's sort names) with each one's value as text, for one line of one
-- release. The cumulative quantities are left out: they run on from line to line, nearly one value a line, and
-- counts per value would copy the table.
CREATE FUNCTION "schedule_sort_values"(release delivery_schedule_headers, line delivery_schedule_details)
RETURNS TABLE ("field" text, "value" text) LANGUAGE sql STABLE AS $$
  VALUES ('i18nStatus', line.release_status), ('lineNo', release.line_no), ('partNo', release.part_no),
         ('partDesc', release.part_desc), ('type', line.schedule_type),
         ('deliveryDateStr', line.delivery_date::text), ('deliveryTimeStr', line.delivery_time),
         ('requestQty', line.request_qty::text), ('asnQty', line.asn_qty::text),
         ('unshippedQty', line.unshipped_qty::text)
$$;--> statement-breakpoint
-- One statement's lines taken (removed) and put (added), appended under their releases' keys per value (release
-- date null) and per value and release date; what cancels out (an update moving no sorted field) appends
-- nothing. The releases are read FOR SHARE in id order, as the schedule counts' triggers read them (0035): a
-- supersede waits for this statement's commit or it for the supersede's, and either way the lines end under
-- the flag their release ends with. A release deleted earlier in the transaction is not found: its delete took
-- its lines.
CREATE FUNCTION "schedule_sort_count_lines"(removed delivery_schedule_details[], added delivery_schedule_details[])
RETURNS void LANGUAGE sql AS $$
  WITH signed AS (
    SELECT -1 AS sign, r AS line FROM unnest(removed) AS r
    UNION ALL
    SELECT 1, a FROM unnest(added) AS a
  ), locked AS MATERIALIZED (
    SELECT h AS release, h.id FROM delivery_schedule_headers h
     WHERE h.id IN (SELECT (line).header_id FROM signed) ORDER BY h.id FOR SHARE
  )
  INSERT INTO delivery_schedule_sort_count_changes
    (field, is_latest, value, release_date, buyer_company_id, supplier_company_id, lines)
  SELECT v.field, (k.release).is_latest, v.value, (k.release).release_date, (k.release).buyer_company_id,
         (k.release).supplier_company_id, sum(s.sign)
    FROM signed s JOIN locked k ON k.id = (s.line).header_id
   CROSS JOIN LATERAL schedule_sort_values(k.release, s.line) v
   GROUP BY GROUPING SETS (
     (v.field, (k.release).is_latest, v.value, (k.release).buyer_company_id, (k.release).supplier_company_id),
     (v.field, (k.release).is_latest, v.value, (k.release).release_date, (k.release).buyer_company_id,
      (k.release).supplier_company_id))
  HAVING sum(s.sign) <> 0
$$;--> statement-breakpoint
-- Releases moved between keys (a supersede, another part or date), with their lines as they are now: taken
-- under the old release (removed), put under the new (added).
CREATE FUNCTION "schedule_sort_count_releases"(removed delivery_schedule_headers[], added delivery_schedule_headers[])
RETURNS void LANGUAGE sql AS $$
  WITH signed AS (
    SELECT -1 AS sign, r AS release FROM unnest(removed) AS r
    UNION ALL
    SELECT 1, a FROM unnest(added) AS a
  )
  INSERT INTO delivery_schedule_sort_count_changes
    (field, is_latest, value, release_date, buyer_company_id, supplier_company_id, lines)
  SELECT v.field, (s.release).is_latest, v.value, (s.release).release_date, (s.release).buyer_company_id,
         (s.release).supplier_company_id, sum(s.sign)
    FROM signed s JOIN delivery_schedule_details d ON d.header_id = (s.release).id
   CROSS JOIN LATERAL schedule_sort_values(s.release, d) v
   GROUP BY GROUPING SETS (
     (v.field, (s.release).is_latest, v.value, (s.release).buyer_company_id, (s.release).supplier_company_id),
     (v.field, (s.release).is_latest, v.value, (s.release).release_date, (s.release).buyer_company_id,
      (s.release).supplier_company_id))
  HAVING sum(s.sign) <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_sort_counts_lines_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM schedule_sort_count_lines('{}', array(SELECT a::delivery_schedule_details FROM added a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM schedule_sort_count_lines(array(SELECT r::delivery_schedule_details FROM removed r), '{}');
  ELSE
    PERFORM schedule_sort_count_lines(array(SELECT r::delivery_schedule_details FROM removed r),
                                      array(SELECT a::delivery_schedule_details FROM added a));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_sort_counts_headers_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_move delivery_schedule_headers[];
  after_move delivery_schedule_headers[];
BEGIN
  -- a comment moves nothing: only releases whose keys or sorted fields changed
  SELECT array_agg(r::delivery_schedule_headers), array_agg(a::delivery_schedule_headers)
    INTO before_move, after_move
    FROM removed r JOIN added a ON a.id = r.id
   WHERE (r.is_latest, r.release_date, r.buyer_company_id, r.supplier_company_id, r.line_no, r.part_no, r.part_desc)
         IS DISTINCT FROM
         (a.is_latest, a.release_date, a.buyer_company_id, a.supplier_company_id, a.line_no, a.part_no, a.part_desc);
  IF before_move IS NOT NULL THEN
    PERFORM schedule_sort_count_releases(before_move, after_move);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A release delete, row by row and before the row goes (as 0035's): its lines are still there to take, and the
-- cascade that deletes them then finds no release.
CREATE FUNCTION "schedule_sort_counts_header_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM schedule_sort_count_releases(ARRAY[OLD], '{}'::delivery_schedule_headers[]);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_sort_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM delivery_schedule_sort_counts;
  DELETE FROM delivery_schedule_sort_count_changes;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_lines_insert" AFTER INSERT ON "delivery_schedule_details"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_lines_change"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_lines_delete" AFTER DELETE ON "delivery_schedule_details"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_lines_change"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_lines_update" AFTER UPDATE ON "delivery_schedule_details"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_lines_change"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_lines_truncate" AFTER TRUNCATE ON "delivery_schedule_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_truncate"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_headers_update" AFTER UPDATE ON "delivery_schedule_headers"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_headers_update"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_header_delete" BEFORE DELETE ON "delivery_schedule_headers"
  FOR EACH ROW EXECUTE FUNCTION "schedule_sort_counts_header_delete"();--> statement-breakpoint
CREATE TRIGGER "schedule_sort_counts_headers_truncate" AFTER TRUNCATE ON "delivery_schedule_headers"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_sort_counts_truncate"();--> statement-breakpoint
-- after the triggers: creating them locked out writers, so the counts start exact
INSERT INTO delivery_schedule_sort_counts
  (field, is_latest, value, release_date, buyer_company_id, supplier_company_id, lines)
SELECT v.field, h.is_latest, v.value, h.release_date, h.buyer_company_id, h.supplier_company_id, count(*)
  FROM delivery_schedule_details d JOIN delivery_schedule_headers h ON h.id = d.header_id
 CROSS JOIN LATERAL schedule_sort_values(h, d) v
 GROUP BY GROUPING SETS (
   (v.field, h.is_latest, v.value, h.buyer_company_id, h.supplier_company_id),
   (v.field, h.is_latest, v.value, h.release_date, h.buyer_company_id, h.supplier_company_id));
