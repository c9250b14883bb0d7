CREATE INDEX "dealers_updated_sort_idx" ON "dealers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_main_reference_sort_idx" ON "orders" USING btree ("reference_number","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_main_updated_sort_idx" ON "orders" USING btree ("updated_at","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_updated_sort_idx" ON "orders" USING btree ("updated_at","id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_main_salesman_sort_idx" ON "orders" USING btree ("user_id","id") WHERE "orders"."main_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_sub_salesman_sort_idx" ON "orders" USING btree ("user_id","id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
CREATE INDEX "users_updated_sort_idx" ON "users" USING btree ("updated_at","id");