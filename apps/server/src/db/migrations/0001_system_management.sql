CREATE TABLE "user_plants" (
	"user_id" bigint NOT NULL,
	"plant_id" bigint NOT NULL,
	CONSTRAINT "user_plants_user_id_plant_id_pk" PRIMARY KEY("user_id","plant_id")
);
--> statement-breakpoint
CREATE TABLE "company_tolerances" (
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"tolerance_amount" numeric(18, 5) NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tolerances_company_id_kind_currency_pk" PRIMARY KEY("company_id","kind","currency"),
	CONSTRAINT "company_tolerances_kind_ck" CHECK ("company_tolerances"."kind" in ('tax', 'amount')),
	CONSTRAINT "company_tolerances_amount_ck" CHECK ("company_tolerances"."tolerance_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rate" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "total_amount_tolerance" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "unit_price_tolerance" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "user_plants" ADD CONSTRAINT "user_plants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plants" ADD CONSTRAINT "user_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tolerances" ADD CONSTRAINT "company_tolerances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_plants_plant_idx" ON "user_plants" USING btree ("plant_id");