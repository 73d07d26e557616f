-- The Audit Log's order indexes end in the owning buyer company, which the list's scope reads: a deep page is
-- an index-only skip (see the schema's comment).
DROP INDEX "audit_entries_changed_idx";--> statement-breakpoint
DROP INDEX "audit_entries_actor_idx";--> statement-breakpoint
DROP INDEX "audit_entries_type_changed_idx";--> statement-breakpoint
DROP INDEX "audit_entries_key_changed_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_changed_idx" ON "audit_entries" USING btree ("changed_at","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor","changed_at","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "audit_entries_type_changed_idx" ON "audit_entries" USING btree ("record_type","changed_at","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "audit_entries_key_changed_idx" ON "audit_entries" USING btree ("record_key","changed_at","id","buyer_company_id");