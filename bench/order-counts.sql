-- PROPOSAL, not a migration (see BENCHMARKS.md, "The counts"): exact list counts kept by triggers, so
-- that a list's `pagination.count` without a search reads a few rows instead of counting up to
-- 650,000 index entries per request. Try it on the benchmark database:
--   psql postgres://postgres@127.0.0.1:5432/doorline_bench -f bench/order-counts.sql
create table if not exists order_counts (
  main boolean not null,
  stage text not null,
  status text not null,
  dealer_id integer not null, -- 0 for no dealer
  n bigint not null default 0,
  primary key (main, stage, status, dealer_id)
);

-- Statement-level triggers with transition tables: one aggregated delta per statement, applied in key
-- order, so that two bulk actions take the counter rows' locks in the same order (no deadlock on them).
create or replace function order_counts_insert() returns trigger language plpgsql as $$
begin
  insert into order_counts as c (main, stage, status, dealer_id, n)
  select main_order_id is null, stage, status, coalesce(dealer_id, 0), count(*) from new_rows
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (main, stage, status, dealer_id) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function order_counts_delete() returns trigger language plpgsql as $$
begin
  insert into order_counts as c (main, stage, status, dealer_id, n)
  select main_order_id is null, stage, status, coalesce(dealer_id, 0), -count(*) from old_rows
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (main, stage, status, dealer_id) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function order_counts_update() returns trigger language plpgsql as $$
begin
  insert into order_counts as c (main, stage, status, dealer_id, n)
  select main, stage, status, dealer_id, sum(n) from (
    select main_order_id is null as main, stage, status, coalesce(dealer_id, 0) as dealer_id, 1 as n from new_rows
    union all
    select main_order_id is null, stage, status, coalesce(dealer_id, 0), -1 from old_rows
  ) d group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  on conflict (main, stage, status, dealer_id) do update set n = c.n + excluded.n;
  return null;
end $$;

drop trigger if exists orders_counts_insert on orders;
drop trigger if exists orders_counts_update on orders;
drop trigger if exists orders_counts_delete on orders;
create trigger orders_counts_insert after insert on orders referencing new table as new_rows
  for each statement execute function order_counts_insert();
create trigger orders_counts_update after update on orders referencing old table as old_rows new table as new_rows
  for each statement execute function order_counts_update();
create trigger orders_counts_delete after delete on orders referencing old table as old_rows
  for each statement execute function order_counts_delete();

-- Backfill (in the migration: in the same transaction, after the triggers, with the table locked).
lock table orders in share mode;
truncate order_counts;
insert into order_counts (main, stage, status, dealer_id, n)
select main_order_id is null, stage, status, coalesce(dealer_id, 0), count(*) from orders group by 1, 2, 3, 4;
