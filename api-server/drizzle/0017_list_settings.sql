CREATE TABLE "user_list_settings" (
	"user_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"page_size" integer,
	"hidden_columns" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_list_settings_user_id_list_key_pk" PRIMARY KEY("user_id","list_key"),
	CONSTRAINT "user_list_settings_page_size_ck" CHECK ("user_list_settings"."page_size" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "user_list_settings" ADD CONSTRAINT "user_list_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;