DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "dealers_name_sort_idx" ON "dealers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_main_requested_sort_idx" ON "orders" USING btree ("requested_date","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_requested_sort_idx" ON "orders" USING btree ("requested_date","id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_main_status_sort_idx" ON "orders" USING btree ("stage","status","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_status_sort_idx" ON "orders" USING btree ("stage","status","id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_main_dealer_sort_idx" ON "orders" USING btree ("dealer_id","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_dealer_sort_idx" ON "orders" USING btree ("dealer_id","id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_status_sort_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id","id");