-- The found_at indexes in the null order `order by found_at desc` sorts (NULLS FIRST): in NULLS LAST they
-- served no order, and the reconciliation list's first page joined and sorted every finding.
DROP INDEX "asn_discrepancies_found_idx";--> statement-breakpoint
DROP INDEX "asn_discrepancies_supplier_found_idx";--> statement-breakpoint
DROP INDEX "asn_discrepancies_buyer_found_idx";--> statement-breakpoint
CREATE INDEX "asn_discrepancies_found_idx" ON "asn_discrepancies" USING btree ("found_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "asn_discrepancies_supplier_found_idx" ON "asn_discrepancies" USING btree ("supplier_company_id","found_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "asn_discrepancies_buyer_found_idx" ON "asn_discrepancies" USING btree ("buyer_company_id","found_at" DESC NULLS FIRST,"id");