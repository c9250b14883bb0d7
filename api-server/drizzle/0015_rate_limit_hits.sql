-- UNLOGGED: a count needs no WAL and no fsync per request, and a crash only forgets the current
-- windows (docs/identity.md "Per-address limit"). Written by hand: drizzle-kit does not know the keyword.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_started_at_idx" ON "rate_limit_hits" USING btree ("window_started_at");