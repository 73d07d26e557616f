-- The Audit Log (475 k entries at bench volumes): filtered by record type or sorted by record type or key, a
-- first page sorted 150 k-475 k entries (160-250 ms); these indexes read it in the list's order. The tx_id
-- index finds the entries a remembered total has not counted yet (appended-count.ts).
CREATE INDEX "audit_entries_type_changed_idx" ON "audit_entries" USING btree ("record_type","changed_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_key_changed_idx" ON "audit_entries" USING btree ("record_key","changed_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_tx_idx" ON "audit_entries" USING btree ("tx_id");