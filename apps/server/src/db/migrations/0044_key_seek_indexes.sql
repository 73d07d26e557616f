-- A cold jump deep into the GR list sorted by part number or the ASN history sorted by ASN number finds
-- its page key by key (key-seek.ts): the key's value at the position, then the rows before it. With the
-- scope's columns in these indexes both reads are index-only (GR by part, middle page: 0.9 s -> see
-- bench/results.md).
DROP INDEX "asn_headers_no_id_idx";--> statement-breakpoint
DROP INDEX "goods_receipts_part_idx";--> statement-breakpoint
CREATE INDEX "asn_headers_no_id_idx" ON "asn_headers" USING btree ("asn_no","id","buyer_company_id","supplier_company_id","ship_to_plant_code");--> statement-breakpoint
CREATE INDEX "goods_receipts_part_idx" ON "goods_receipts" USING btree ("part_no","buyer_company_id","supplier_company_id","ship_to_plant_code");