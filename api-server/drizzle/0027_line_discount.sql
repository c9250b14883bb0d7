ALTER TABLE "items" ADD COLUMN "discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "discount_by_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "max_line_discount" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_discount_by_id_users_id_fk" FOREIGN KEY ("discount_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_discount_percent_ck" CHECK ("items"."discount_percent" >= 0 and "items"."discount_percent" <= 100);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_max_line_discount_ck" CHECK ("roles"."max_line_discount" >= 0 and "roles"."max_line_discount" <= 100);--> statement-breakpoint
-- The seeded roles' maximum line discount by hand (docs/decisions.md "Issue 43, part 4"); an empty
-- database gets the same from the seed (roleCatalog).
UPDATE "roles" SET "max_line_discount" = v.max
FROM (VALUES
  ('administrator', 100),
  ('sales_manager', 15),
  ('production_manager', 0),
  ('dealer_admin', 10),
  ('dealer_salesman', 5)
) AS v(key, max)
WHERE "roles"."key" = v.key;
