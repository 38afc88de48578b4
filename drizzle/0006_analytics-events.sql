CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid,
	"type" text NOT NULL,
	"role" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_scope_idx" ON "analytics_events" USING btree ("institution_id","type","occurred_at");