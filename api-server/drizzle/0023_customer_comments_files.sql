ALTER TABLE "record_comments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "record_files" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "record_comments" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "record_files" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "record_comments" ADD CONSTRAINT "record_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_comments_customer_idx" ON "record_comments" USING btree ("customer_id","created_at") WHERE "record_comments"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "record_files_customer_idx" ON "record_files" USING btree ("customer_id","created_at") WHERE "record_files"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "record_comments" ADD CONSTRAINT "record_comments_subject_ck" CHECK (("record_comments"."order_id" is null) <> ("record_comments"."customer_id" is null));--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_subject_ck" CHECK (("record_files"."order_id" is null) <> ("record_files"."customer_id" is null));