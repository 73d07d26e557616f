CREATE TABLE "packaging_pictures" (
	"packaging_id" bigint NOT NULL,
	"slot" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_pictures_packaging_id_slot_pk" PRIMARY KEY("packaging_id","slot"),
	CONSTRAINT "packaging_pictures_slot_ck" CHECK ("packaging_pictures"."slot" between 1 and 4),
	CONSTRAINT "packaging_pictures_size_ck" CHECK ("packaging_pictures"."size" between 1 and 5242880 and "packaging_pictures"."size" = octet_length("packaging_pictures"."bytes")),
	CONSTRAINT "packaging_pictures_type_ck" CHECK ("packaging_pictures"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif'))
);
--> statement-breakpoint
ALTER TABLE "packaging_pictures" ADD CONSTRAINT "packaging_pictures_packaging_id_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packagings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- JPEG, PNG, WebP and GIF are compressed already: stored out of line without another compression attempt
ALTER TABLE "packaging_pictures" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
