ALTER TABLE "roles" ADD COLUMN "user_type" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
-- A role held only by supplier users so far (or the seeded Supplier role) is a supplier role; one held by buyers stays a buyer role.
UPDATE "roles" r SET "user_type" = 'S'
 WHERE (r."role_name" = 'Supplier'
        OR EXISTS (SELECT 1 FROM "user_roles" ur JOIN "users" u ON u."id" = ur."user_id" WHERE ur."role_id" = r."id" AND u."user_type" = 'S'))
   AND NOT EXISTS (SELECT 1 FROM "user_roles" ur JOIN "users" u ON u."id" = ur."user_id" WHERE ur."role_id" = r."id" AND u."user_type" = 'B');
--> statement-breakpoint
-- What is left is a supplier user holding a buyer role (the hole this closes): it loses the role, an administrator gives a fitting one.
DELETE FROM "user_roles" ur USING "users" u, "roles" r
 WHERE u."id" = ur."user_id" AND r."id" = ur."role_id" AND u."user_type" <> r."user_type";
