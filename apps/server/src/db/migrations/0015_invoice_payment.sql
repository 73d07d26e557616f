-- The ERP reports payments: a Posted invoice becomes Paid with its payment date.
ALTER TABLE "invoice_headers" DROP CONSTRAINT "invoice_headers_status_ck";--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD CONSTRAINT "invoice_headers_status_ck" CHECK ("invoice_headers"."status" in ('Draft', 'Submitted', 'Passed', 'Failed', 'Invoice_Checked', 'Posted', 'Rejected', 'Paid'));--> statement-breakpoint
-- the new alert is listed for every buyer already there, Inactive until an administrator turns it on
INSERT INTO "email_configurations" ("buyer_company_id", "alert_type", "config_status")
SELECT c."id", 'invoicePaid', 'Inactive' FROM "companies" c
 WHERE c."company_type" = 'B'
   AND NOT EXISTS (SELECT 1 FROM "email_configurations" e WHERE e."buyer_company_id" = c."id" AND e."alert_type" = 'invoicePaid');
