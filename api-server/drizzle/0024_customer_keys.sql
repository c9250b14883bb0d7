CREATE TABLE "customer_keys" (
	"customer_id" integer NOT NULL,
	"dealer_key" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"pos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_pairs" (
	"older" integer NOT NULL,
	"newer" integer NOT NULL,
	"dealer_key" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by_id" integer,
	CONSTRAINT "customer_pairs_older_newer_pk" PRIMARY KEY("older","newer")
);
--> statement-breakpoint
DROP INDEX "customers_dealer_list_idx";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_main_customer_idx";--> statement-breakpoint
ALTER TABLE "customer_keys" ADD CONSTRAINT "customer_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pairs" ADD CONSTRAINT "customer_pairs_older_customers_id_fk" FOREIGN KEY ("older") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pairs" ADD CONSTRAINT "customer_pairs_newer_customers_id_fk" FOREIGN KEY ("newer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pairs" ADD CONSTRAINT "customer_pairs_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_keys_match_idx" ON "customer_keys" USING btree ("dealer_key","reason","key");--> statement-breakpoint
CREATE INDEX "customer_keys_customer_idx" ON "customer_keys" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_pairs_newer_idx" ON "customer_pairs" USING btree ("newer");--> statement-breakpoint
CREATE INDEX "customer_pairs_list_idx" ON "customer_pairs" USING btree ("newer" DESC NULLS FIRST,"older" DESC NULLS FIRST) WHERE "customer_pairs"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "customer_pairs_dealer_idx" ON "customer_pairs" USING btree ("dealer_key","newer" DESC NULLS FIRST,"older" DESC NULLS FIRST) WHERE "customer_pairs"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "customers_dealer_list_idx" ON "customers" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_main_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."main_order_id" is null and "orders"."customer_id" is not null;--> statement-breakpoint
-- What makes two customers possibly one (docs/decisions.md "Issue 42: possible duplicates kept, not
-- computed"), written once: the keys below are what the pairs compare and what an import's duplicate
-- check compares (api-server/src/db/queries/customer-keys.ts calls these functions).
-- An e-mail's key: trimmed, in lower case; null when empty.
CREATE OR REPLACE FUNCTION customer_email_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(btrim(value)), '')
$$;--> statement-breakpoint
-- A phone's key: its last nine digits ("+380 50 111 22 33", "050-111-22-33" and "380501112233" are
-- one number); null for fewer than seven digits (an extension, a typo).
CREATE OR REPLACE FUNCTION customer_phone_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) >= 7 THEN right(d, 9) END
  FROM (SELECT regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g') AS d) digits
$$;--> statement-breakpoint
-- A name's key: in lower case, without spaces ("Anna  Koval" and "annakoval" are one).
CREATE OR REPLACE FUNCTION customer_name_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(coalesce(value, ''), '\s+', '', 'g'))
$$;--> statement-breakpoint
-- Recomputes the keys and the pairs of these customers (a new, changed or merged one). A name of five
-- letters or more also gives itself with each letter left out, with the letter's position: two names
-- are one letter apart where the whole of one is the other with a letter left out (one added or
-- removed) or both with the same position left out (one changed). A shorter name ("Ivo", "Li") is one
-- letter from too many others and matches by case and spaces only. Each dealer's keys are written
-- under a lock of that dealer, so that two transactions adding twins at once see each other's keys.
CREATE OR REPLACE FUNCTION refresh_customer_keys(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('customer_keys'), d)
  FROM (SELECT DISTINCT coalesce(dealer_id, 0) AS d FROM customers WHERE id = ANY(ids) ORDER BY 1) dealers_of;
  DELETE FROM customer_keys WHERE customer_id = ANY(ids);
  INSERT INTO customer_keys (customer_id, dealer_key, reason, key, pos)
  SELECT id, d, reason, key, pos FROM (
    SELECT c.id, coalesce(c.dealer_id, 0) AS d, customer_email_key(c.email) AS email,
      customer_phone_key(c.phone) AS phone, customer_phone_key(c.mobile) AS mobile,
      customer_name_key(c.name) AS name
    FROM customers c WHERE c.id = ANY(ids)
  ) c, LATERAL (
    SELECT 'email' AS reason, c.email AS key, 0 AS pos
    UNION ALL SELECT 'phone', c.phone, 0
    UNION ALL SELECT 'phone', c.mobile, 0 WHERE c.mobile IS DISTINCT FROM c.phone
    UNION ALL SELECT 'name', nullif(c.name, ''), 0
    UNION ALL SELECT 'name', overlay(c.name placing '' from i for 1), i
      FROM generate_series(1, length(c.name)) AS i WHERE length(c.name) >= 5
  ) k WHERE key IS NOT NULL;
  -- The pairs they make now; those they no longer make go, the others keep a "Not a duplicate" mark.
  WITH found AS (
    SELECT least(a.customer_id, b.customer_id) AS older, greatest(a.customer_id, b.customer_id) AS newer,
      a.dealer_key, array_agg(DISTINCT a.reason ORDER BY a.reason) AS reasons
    FROM customer_keys a
    JOIN customer_keys b ON b.dealer_key = a.dealer_key AND b.reason = a.reason AND b.key = a.key
      AND b.customer_id <> a.customer_id
    WHERE a.customer_id = ANY(ids) AND (a.reason <> 'name' OR a.pos = b.pos OR a.pos = 0 OR b.pos = 0)
    GROUP BY 1, 2, 3
  ), gone AS (
    DELETE FROM customer_pairs p WHERE (p.older = ANY(ids) OR p.newer = ANY(ids))
      AND NOT EXISTS (SELECT 1 FROM found f WHERE f.older = p.older AND f.newer = p.newer)
  )
  INSERT INTO customer_pairs (older, newer, dealer_key, reasons)
  SELECT older, newer, dealer_key, reasons FROM found
  ON CONFLICT (older, newer) DO UPDATE SET dealer_key = excluded.dealer_key, reasons = excluded.reasons;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_keys_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_keys(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A change refreshes only the customers whose name, contacts or dealer changed.
CREATE OR REPLACE FUNCTION customer_keys_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_keys(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.email, n.phone, n.mobile, n.dealer_id) IS DISTINCT FROM (o.name, o.email, o.phone, o.mobile, o.dealer_id)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_keys_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_keys_insert();--> statement-breakpoint
CREATE TRIGGER customers_keys_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_keys_update();--> statement-breakpoint
-- Backfill: every customer's keys and pairs, with the customers locked against writes until the migration commits.
LOCK TABLE customers IN SHARE MODE;--> statement-breakpoint
SELECT refresh_customer_keys(array(SELECT id FROM customers));
