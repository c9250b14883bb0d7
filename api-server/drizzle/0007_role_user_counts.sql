CREATE TABLE "role_user_counts" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- role_user_counts is kept exact as user_counts is (0004): statement-level triggers with transition
-- tables, one aggregated delta per statement applied in key order. Users without a role are not counted.
CREATE OR REPLACE FUNCTION role_user_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO role_user_counts AS c (role_id, n)
  SELECT role_id, count(*) FROM new_rows WHERE role_id IS NOT NULL
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (role_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION role_user_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO role_user_counts AS c (role_id, n)
  SELECT role_id, -count(*) FROM old_rows WHERE role_id IS NOT NULL
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (role_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION role_user_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO role_user_counts AS c (role_id, n)
  SELECT role_id, sum(n) FROM (
    SELECT role_id, 1 AS n FROM new_rows WHERE role_id IS NOT NULL
    UNION ALL
    SELECT role_id, -1 FROM old_rows WHERE role_id IS NOT NULL
  ) d GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
  ON CONFLICT (role_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_role_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_user_counts_insert();--> statement-breakpoint
CREATE TRIGGER users_role_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_user_counts_update();--> statement-breakpoint
CREATE TRIGGER users_role_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_user_counts_delete();--> statement-breakpoint
-- Backfill for an existing database, with the users locked against writes until the migration commits.
LOCK TABLE users IN SHARE MODE;--> statement-breakpoint
INSERT INTO role_user_counts (role_id, n)
SELECT role_id, count(*) FROM users WHERE role_id IS NOT NULL GROUP BY 1;
