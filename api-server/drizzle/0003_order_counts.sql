CREATE TABLE "order_counts" (
	"main" boolean NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_main_stage_status_dealer_id_pk" PRIMARY KEY("main","stage","status","dealer_id")
);
--> statement-breakpoint
-- Kept exact by statement-level triggers with transition tables: one aggregated delta per statement,
-- applied in key order, so that two bulk actions take the counter rows' locks in the same order.
CREATE OR REPLACE FUNCTION order_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (main, stage, status, dealer_id, n)
  SELECT main_order_id IS NULL, stage, status, coalesce(dealer_id, 0), count(*) FROM new_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (main, stage, status, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (main, stage, status, dealer_id, n)
  SELECT main_order_id IS NULL, stage, status, coalesce(dealer_id, 0), -count(*) FROM old_rows
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (main, stage, status, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (main, stage, status, dealer_id, n)
  SELECT main, stage, status, dealer_id, sum(n) FROM (
    SELECT main_order_id IS NULL AS main, stage, status, coalesce(dealer_id, 0) AS dealer_id, 1 AS n FROM new_rows
    UNION ALL
    SELECT main_order_id IS NULL, stage, status, coalesce(dealer_id, 0), -1 FROM old_rows
  ) d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (main, stage, status, dealer_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_insert();--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_update();--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_delete();--> statement-breakpoint
-- Backfill for an existing database, with the orders locked against writes until the migration commits.
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
INSERT INTO order_counts (main, stage, status, dealer_id, n)
SELECT main_order_id IS NULL, stage, status, coalesce(dealer_id, 0), count(*) FROM orders GROUP BY 1, 2, 3, 4;
