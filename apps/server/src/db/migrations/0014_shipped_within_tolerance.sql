-- A schedule line never ships more than its over-shipment tolerance allows: the services check it under row
-- locks; this trigger keeps it when something writes around them. Only a rise of asn_qty is checked, so a
-- quantity given back, or a tolerance lowered after shipping, never blocks a write. A new release takes the
-- previous release's shipped quantity over as it was (carryOverShipped): it says so with the transaction
-- setting portal.carrying_over and is not checked.
-- The most a schedule line may ship in all: its request, plus the supplier's tolerance; null when the supplier
-- may over-ship without limit. One definition for the trigger and the queries (an SQL function, inlined).
CREATE FUNCTION "schedule_line_ship_limit"(request_qty numeric, is_over_shipped boolean,
                                           is_over_shipped_tolerance boolean, rate_percent numeric)
  RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
           WHEN coalesce(is_over_shipped, false) = false THEN request_qty
           WHEN coalesce(is_over_shipped_tolerance, false) THEN trunc(request_qty * (1 + rate_percent / 100), 5)
         END
$$;--> statement-breakpoint
CREATE FUNCTION "schedule_detail_shipped_within_tolerance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  allowed numeric;
BEGIN
  IF NEW.asn_qty <= coalesce(OLD.asn_qty, 0) OR NEW.asn_qty <= NEW.request_qty
     OR coalesce(current_setting('portal.carrying_over', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT schedule_line_ship_limit(NEW.request_qty, o.is_over_shipped, o.is_over_shipped_tolerance, o.rate_percent)
    INTO allowed
    FROM "delivery_schedule_headers" h
    LEFT JOIN "over_shipment_settings" o
      ON o.buyer_company_id = h.buyer_company_id AND o.supplier_company_id = h.supplier_company_id
   WHERE h.id = NEW.header_id;
  -- null: the supplier may over-ship without limit
  IF allowed IS NULL OR NEW.asn_qty <= allowed THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'schedule line % would ship % of the % its tolerance allows', NEW.id, NEW.asn_qty, allowed
    USING ERRCODE = 'check_violation', CONSTRAINT = 'schedule_details_shipped_within_tolerance';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "schedule_details_shipped_within_tolerance"
  BEFORE INSERT OR UPDATE OF "asn_qty" ON "delivery_schedule_details"
  FOR EACH ROW EXECUTE FUNCTION "schedule_detail_shipped_within_tolerance"();
