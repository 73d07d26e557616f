-- Buyers name the resolution of their label printers (203 or 300 dpi): labels and delivery notes draw their barcodes in whole dots of it.
ALTER TABLE "companies" ADD COLUMN "label_printer_dpi" integer DEFAULT 203 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_label_printer_dpi_ck" CHECK ("companies"."label_printer_dpi" in (203, 300));