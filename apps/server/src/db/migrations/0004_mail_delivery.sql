ALTER TABLE "mail_outbox" ADD COLUMN "buyer_company_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "supplier_company_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_buyer_created_idx" ON "mail_outbox" USING btree ("buyer_company_id","created_at");