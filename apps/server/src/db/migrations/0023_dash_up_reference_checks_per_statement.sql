-- The uploaded master data (parts, prices, packagings) kept their references to companies and plants with
-- foreign keys, which check row by row: a 50,000-row part upload paid 150,000 key lookups, half of its
-- statement's time. The same rule is now kept per statement, for every writer: after an insert or update,
-- the distinct ids the statement wrote are locked in the parent (FOR KEY SHARE, as a foreign key does, so a
-- concurrent delete waits or is seen) and any id not found raises what the foreign key raised
-- (foreign_key_violation naming the dropped constraint). Deleting a company or plant still referenced is
-- refused by a row trigger on the parent (the portal deletes neither; the guard keeps the rule whole).
ALTER TABLE "packagings" DROP CONSTRAINT "packagings_buyer_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "packagings" DROP CONSTRAINT "packagings_supplier_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "part_prices" DROP CONSTRAINT "part_prices_buyer_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "part_prices" DROP CONSTRAINT "part_prices_supplier_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "parts" DROP CONSTRAINT "parts_buyer_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "parts" DROP CONSTRAINT "parts_plant_id_plants_id_fk";
--> statement-breakpoint
ALTER TABLE "parts" DROP CONSTRAINT "parts_supplier_company_id_companies_id_fk";

--> statement-breakpoint
CREATE FUNCTION "refuse_unknown_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV: triples of a referencing column, its parent table (keyed by id) and the constraint's name
  wanted bigint[];
  found integer;
BEGIN
  FOR i IN 0 .. TG_NARGS / 3 - 1 LOOP
    EXECUTE format('SELECT coalesce(array_agg(DISTINCT %1$I) FILTER (WHERE %1$I IS NOT NULL), ''{}'') FROM changed',
      TG_ARGV[3 * i]) INTO wanted;
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I WHERE id = ANY($1) FOR KEY SHARE) AS locked',
      TG_ARGV[3 * i + 1]) INTO found USING wanted;
    IF found < cardinality(wanted) THEN
      RAISE EXCEPTION 'insert or update on table "%" violates foreign key constraint "%"', TG_TABLE_NAME,
        TG_ARGV[3 * i + 2]
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[3 * i + 2], TABLE = TG_TABLE_NAME;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "refuse_deleting_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV: triples of a referencing table, its column and the constraint's name
  referenced boolean;
BEGIN
  FOR i IN 0 .. TG_NARGS / 3 - 1 LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[3 * i], TG_ARGV[3 * i + 1])
      INTO referenced USING OLD.id;
    IF referenced THEN
      RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "%" on table "%"',
        TG_TABLE_NAME, TG_ARGV[3 * i + 2], TG_ARGV[3 * i]
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[3 * i + 2], TABLE = TG_ARGV[3 * i];
    END IF;
  END LOOP;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "parts_references_known_insert" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'parts_buyer_company_id_companies_id_fk',
    'plant_id', 'plants', 'parts_plant_id_plants_id_fk',
    'supplier_company_id', 'companies', 'parts_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "parts_references_known_update" AFTER UPDATE ON "parts" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'parts_buyer_company_id_companies_id_fk',
    'plant_id', 'plants', 'parts_plant_id_plants_id_fk',
    'supplier_company_id', 'companies', 'parts_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "part_prices_references_known_insert" AFTER INSERT ON "part_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'part_prices_buyer_company_id_companies_id_fk',
    'supplier_company_id', 'companies', 'part_prices_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "part_prices_references_known_update" AFTER UPDATE ON "part_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'part_prices_buyer_company_id_companies_id_fk',
    'supplier_company_id', 'companies', 'part_prices_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "packagings_references_known_insert" AFTER INSERT ON "packagings" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'packagings_buyer_company_id_companies_id_fk',
    'supplier_company_id', 'companies', 'packagings_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "packagings_references_known_update" AFTER UPDATE ON "packagings" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_unknown_references"(
    'buyer_company_id', 'companies', 'packagings_buyer_company_id_companies_id_fk',
    'supplier_company_id', 'companies', 'packagings_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "companies_referenced_delete" BEFORE DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "refuse_deleting_referenced"(
    'parts', 'buyer_company_id', 'parts_buyer_company_id_companies_id_fk',
    'parts', 'supplier_company_id', 'parts_supplier_company_id_companies_id_fk',
    'part_prices', 'buyer_company_id', 'part_prices_buyer_company_id_companies_id_fk',
    'part_prices', 'supplier_company_id', 'part_prices_supplier_company_id_companies_id_fk',
    'packagings', 'buyer_company_id', 'packagings_buyer_company_id_companies_id_fk',
    'packagings', 'supplier_company_id', 'packagings_supplier_company_id_companies_id_fk');
--> statement-breakpoint
CREATE TRIGGER "plants_referenced_delete" BEFORE DELETE ON "plants"
  FOR EACH ROW EXECUTE FUNCTION "refuse_deleting_referenced"('parts', 'plant_id', 'parts_plant_id_plants_id_fk');
