CREATE TABLE "buttons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buttons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"button_code" text NOT NULL,
	"resource_id" bigint NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resources_code" text NOT NULL,
	"parent_id" bigint,
	"path" text,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_buttons" (
	"role_id" bigint NOT NULL,
	"button_id" bigint NOT NULL,
	CONSTRAINT "role_buttons_role_id_button_id_pk" PRIMARY KEY("role_id","button_id")
);
--> statement-breakpoint
CREATE TABLE "role_resources" (
	"role_id" bigint NOT NULL,
	"resource_id" bigint NOT NULL,
	"half_checked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_resources_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"role_name" text NOT NULL,
	"role_description" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "user_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"role_id" bigint NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_code" text NOT NULL,
	"user_name" text NOT NULL,
	"user_type" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"email" text,
	"telephone" text,
	"is_enable" text DEFAULT 'Y' NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asn_headers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_headers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asn_no" text NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"ship_to_plant_code" text NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asn_headers_status_ck" CHECK ("asn_headers"."status" in ('Draft', 'Submitted', 'Success', 'Failed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"company_type" text NOT NULL,
	"address" text,
	"time_zone" text,
	"overdue_day" integer,
	"country" text,
	"trading_partner_id" text,
	"prefix_no" text,
	"is_create_label" text,
	"is_create_invoice" text,
	"refer_company_code" text,
	"db_code" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_type_ck" CHECK ("companies"."company_type" in ('B', 'S'))
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"plant_code" text NOT NULL,
	"plant_name" text NOT NULL,
	"address" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_supplier_relationships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_supplier_relationships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_company_id" bigint NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relationships_status_ck" CHECK ("buyer_supplier_relationships"."status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prop_type" text NOT NULL,
	"prop_key" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_schedule_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"header_id" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"release_status" text DEFAULT 'New' NOT NULL,
	"request_qty" numeric(18, 5) NOT NULL,
	"asn_qty" numeric(18, 5) DEFAULT '0' NOT NULL,
	"unshipped_qty" numeric(18, 5) GENERATED ALWAYS AS (request_qty - asn_qty) STORED,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_details_status_ck" CHECK ("delivery_schedule_details"."release_status" in ('New', 'Wait for Approval', 'Confirmed', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_headers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_schedule_headers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"release_no" text NOT NULL,
	"order_no" text NOT NULL,
	"line_no" text NOT NULL,
	"part_no" text NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"ship_to_plant" text NOT NULL,
	"supplier_company_id" bigint NOT NULL,
	"release_date" date NOT NULL,
	"is_latest" text DEFAULT 'Y' NOT NULL,
	"comments" text,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"throttle_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text
);
--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_buttons" ADD CONSTRAINT "role_buttons_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_buttons" ADD CONSTRAINT "role_buttons_button_id_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."buttons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD CONSTRAINT "asn_headers_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_headers" ADD CONSTRAINT "asn_headers_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_supplier_relationships" ADD CONSTRAINT "buyer_supplier_relationships_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_supplier_relationships" ADD CONSTRAINT "buyer_supplier_relationships_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_details" ADD CONSTRAINT "delivery_schedule_details_header_id_delivery_schedule_headers_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."delivery_schedule_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD CONSTRAINT "delivery_schedule_headers_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_headers" ADD CONSTRAINT "delivery_schedule_headers_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buttons_code_uq" ON "buttons" USING btree ("button_code");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_code_uq" ON "resources" USING btree ("resources_code");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("role_name");--> statement-breakpoint
CREATE INDEX "user_companies_company_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_uq" ON "users" USING btree ("user_code");--> statement-breakpoint
CREATE UNIQUE INDEX "asn_headers_no_uq" ON "asn_headers" USING btree ("asn_no");--> statement-breakpoint
CREATE INDEX "asn_headers_buyer_status_idx" ON "asn_headers" USING btree ("buyer_company_id","status");--> statement-breakpoint
CREATE INDEX "asn_headers_supplier_status_idx" ON "asn_headers" USING btree ("supplier_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_uq" ON "companies" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("company_type","company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "plants_company_code_uq" ON "plants" USING btree ("company_id","plant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_pair_uq" ON "buyer_supplier_relationships" USING btree ("buyer_company_id","supplier_company_id");--> statement-breakpoint
CREATE INDEX "relationships_supplier_idx" ON "buyer_supplier_relationships" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_type_key_uq" ON "properties" USING btree ("prop_type","prop_key");--> statement-breakpoint
CREATE INDEX "schedule_details_header_idx" ON "delivery_schedule_details" USING btree ("header_id","delivery_date");--> statement-breakpoint
CREATE INDEX "schedule_details_status_idx" ON "delivery_schedule_details" USING btree ("release_status","header_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_headers_release_uq" ON "delivery_schedule_headers" USING btree ("release_no","order_no","line_no");--> statement-breakpoint
CREATE INDEX "schedule_headers_supplier_idx" ON "delivery_schedule_headers" USING btree ("supplier_company_id","is_latest","release_date");--> statement-breakpoint
CREATE INDEX "schedule_headers_buyer_idx" ON "delivery_schedule_headers" USING btree ("buyer_company_id","is_latest","release_date");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");