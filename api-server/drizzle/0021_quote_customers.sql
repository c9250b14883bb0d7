ALTER TABLE "orders" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_main_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."main_order_id" is null and "orders"."customer_id" is not null;--> statement-breakpoint
-- The customers of the records made before the directory (issue 42; docs/decisions.md "Issue 42: a
-- quote's customer from the directory"): within one dealer (or the organization's own), the contacts
-- with one e-mail (case aside) are one customer; a contact without an e-mail joins the customer of an
-- e-mail with its phone (digits and a leading +), or makes one with the others of that phone; any
-- other contact is a customer of its own. Each field is the latest record's that has one. Each
-- customer is in its history as made by the system, with the records it was made from and how many
-- it merged: the migration's report.
WITH contacts AS MATERIALIZED (
  SELECT o.id AS order_id, o.order_number, o.dealer_id, o.created_by_id, o.created_at,
    coalesce(nullif(btrim(o.customer_contact->>'name'), ''), nullif(btrim(o.customer_contact->>'email'), ''),
      nullif(btrim(o.customer_contact->>'phone'), ''), o.order_number) AS name,
    nullif(btrim(o.customer_contact->>'email'), '') AS email,
    nullif(btrim(o.customer_contact->>'phone'), '') AS phone,
    nullif(btrim(o.customer_contact->>'mobile'), '') AS mobile,
    lower(nullif(btrim(o.customer_contact->>'email'), '')) AS email_key,
    nullif(regexp_replace(coalesce(o.customer_contact->>'phone', ''), '[^0-9+]', '', 'g'), '') AS phone_key
  FROM "orders" o
  WHERE o.main_order_id IS NULL AND o.customer_id IS NULL AND o.customer_contact IS NOT NULL
    AND coalesce(btrim(o.customer_contact->>'name'), '') || coalesce(btrim(o.customer_contact->>'email'), '')
      || coalesce(btrim(o.customer_contact->>'phone'), '') <> ''
), keyed AS MATERIALIZED (
  SELECT c.*, coalesce(
      'e:' || c.email_key,
      (SELECT min('e:' || e.email_key) FROM contacts e
        WHERE e.email_key IS NOT NULL AND e.dealer_id IS NOT DISTINCT FROM c.dealer_id AND e.phone_key = c.phone_key),
      'p:' || c.phone_key,
      'o:' || c.order_id
    ) || '@' || coalesce(c.dealer_id, 0) AS key
  FROM contacts c
), grouped AS MATERIALIZED (
  SELECT key, min(dealer_id) AS dealer_id, min(created_at) AS created_at,
    (array_agg(name ORDER BY created_at DESC, order_id DESC))[1] AS name,
    (array_agg(email ORDER BY created_at DESC, order_id DESC) FILTER (WHERE email IS NOT NULL))[1] AS email,
    (array_agg(phone ORDER BY created_at DESC, order_id DESC) FILTER (WHERE phone IS NOT NULL))[1] AS phone,
    (array_agg(mobile ORDER BY created_at DESC, order_id DESC) FILTER (WHERE mobile IS NOT NULL))[1] AS mobile,
    (array_agg(created_by_id ORDER BY created_at, order_id))[1] AS created_by_id,
    array_agg(order_number ORDER BY created_at, order_id) AS numbers, count(*)::int AS n
  FROM keyed GROUP BY key
), made AS MATERIALIZED (
  SELECT g.*, nextval(pg_get_serial_sequence('customers', 'id'))::int AS id FROM grouped g
), inserted AS (
  INSERT INTO "customers" ("id", "dealer_id", "name", "email", "phone", "mobile", "created_by_id", "created_at", "updated_at")
  SELECT id, dealer_id, name, email, phone, mobile, created_by_id, created_at, created_at FROM made
  RETURNING "id"
), linked AS (
  UPDATE "orders" o SET "customer_id" = m.id
  FROM keyed k JOIN made m USING (key)
  WHERE o.id = k.order_id
  RETURNING o.id
)
INSERT INTO "audit_events" ("actor_id", "subject_type", "subject_id", "action", "after", "created_at")
SELECT NULL, 'customer', m.id, 'customer.created',
  jsonb_build_object('name', m.name, 'fromRecords', to_jsonb(m.numbers), 'merged', m.n), now()
FROM made m;
