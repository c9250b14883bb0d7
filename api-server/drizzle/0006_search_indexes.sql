DROP INDEX "orders_order_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_main_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WHERE "orders"."main_order_id" is not null;