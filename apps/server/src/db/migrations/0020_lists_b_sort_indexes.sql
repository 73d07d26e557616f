CREATE INDEX "goods_receipts_supplier_part_idx" ON "goods_receipts" USING btree ("supplier_company_id","part_no","gr_date" DESC NULLS FIRST,"gr_no","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "interface_logs_reference_idx" ON "interface_logs" USING btree ("reference_no","request_time","id");--> statement-breakpoint
CREATE INDEX "schedule_details_request_qty_idx" ON "delivery_schedule_details" USING btree ("request_qty","header_id","delivery_date","delivery_time","id");--> statement-breakpoint
CREATE INDEX "schedule_details_open_idx" ON "delivery_schedule_details" USING btree ("header_id","delivery_date","delivery_time","id") WHERE "delivery_schedule_details"."unshipped_qty" > 0;--> statement-breakpoint
CREATE INDEX "schedule_headers_part_idx" ON "delivery_schedule_headers" USING btree ("is_latest","part_no","release_date","id");--> statement-breakpoint
CREATE INDEX "schedule_headers_supplier_part_idx" ON "delivery_schedule_headers" USING btree ("supplier_company_id","is_latest","part_no","release_date","id","buyer_company_id");--> statement-breakpoint
CREATE INDEX "security_checks_asn_no_idx" ON "security_checks" USING btree ("asn_no","sc_date","id");--> statement-breakpoint
CREATE INDEX "security_checks_supplier_asn_no_idx" ON "security_checks" USING btree ("supplier_company_id","asn_no","sc_date","id");