-- The invoice creation ASN list sorted by ASN number or release time reads a page by walking the ASNs in
-- that order and stopping at the page (asn-groups-walk.ts), rather than grouping every open receipt and
-- sorting all the groups for one page. The id beside the sort column lets the walk read the index alone
-- (the unique index on the number holds no id) and, newest first, in the list's order of ties too.
CREATE INDEX "asn_headers_no_id_idx" ON "asn_headers" USING btree ("asn_no","id");--> statement-breakpoint
CREATE INDEX "asn_headers_submitted_idx" ON "asn_headers" USING btree ("submitted_at","id");