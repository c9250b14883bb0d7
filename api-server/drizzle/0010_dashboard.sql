CREATE TABLE "order_week_counts" (
	"week" date NOT NULL,
	"stage" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_week_counts_week_stage_dealer_id_pk" PRIMARY KEY("week","stage","dealer_id")
);
--> statement-breakpoint
CREATE INDEX "orders_undelivered_due_idx" ON "orders" USING btree ("requested_date","main_order_id","stage","status") WHERE (("orders"."main_order_id" is null and "orders"."status" in ('draft', 'submitted', 'rejected', 'approved')) or ("orders"."main_order_id" is not null and "orders"."status" in ('approved', 'not_started', 'production', 'delayed', 'completed', 'in_stock', 'hold')));--> statement-breakpoint
CREATE INDEX "orders_undelivered_dealer_due_idx" ON "orders" USING btree ("dealer_id","requested_date","main_order_id","stage","status") WHERE (("orders"."main_order_id" is null and "orders"."status" in ('draft', 'submitted', 'rejected', 'approved')) or ("orders"."main_order_id" is not null and "orders"."status" in ('approved', 'not_started', 'production', 'delayed', 'completed', 'in_stock', 'hold')));--> statement-breakpoint
-- Home's chart (docs/dashboard.md): main orders per week of creation (from Monday, UTC), stage and
-- dealer, kept exact as order_counts is (migration 0003): statement-level triggers with transition
-- tables, one aggregated delta per statement, applied in key order.
CREATE OR REPLACE FUNCTION order_week_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_week_counts AS c (week, stage, dealer_id, n)
  SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, stage, coalesce(dealer_id, 0), count(*)
  FROM new_rows WHERE main_order_id IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (week, stage, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_week_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_week_counts AS c (week, stage, dealer_id, n)
  SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, stage, coalesce(dealer_id, 0), -count(*)
  FROM old_rows WHERE main_order_id IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (week, stage, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_week_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_week_counts AS c (week, stage, dealer_id, n)
  SELECT week, stage, dealer_id, sum(n) FROM (
    SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, stage, coalesce(dealer_id, 0) AS dealer_id, 1 AS n
    FROM new_rows WHERE main_order_id IS NULL
    UNION ALL
    SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, stage, coalesce(dealer_id, 0), -1
    FROM old_rows WHERE main_order_id IS NULL
  ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (week, stage, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_week_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_week_counts_insert();--> statement-breakpoint
CREATE TRIGGER orders_week_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_week_counts_update();--> statement-breakpoint
CREATE TRIGGER orders_week_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_week_counts_delete();--> statement-breakpoint
-- Backfill for an existing database, with the orders locked against writes until the migration commits.
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
INSERT INTO order_week_counts (week, stage, dealer_id, n)
SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, stage, coalesce(dealer_id, 0), count(*)
FROM orders WHERE main_order_id IS NULL GROUP BY 1, 2, 3;
