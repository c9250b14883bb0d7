ALTER TABLE "items" ADD COLUMN "kind" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "configuration" jsonb;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "price_version_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_price_version_id_price_list_versions_id_fk" FOREIGN KEY ("price_version_id") REFERENCES "public"."price_list_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_price_version_idx" ON "items" USING btree ("price_version_id") WHERE "items"."price_version_id" is not null;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_kind_ck" CHECK ("items"."kind" in ('free', 'configured'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_configured_ck" CHECK (("items"."kind" = 'configured') = ("items"."configuration" is not null and "items"."breakdown" is not null and "items"."price_version_id" is not null));