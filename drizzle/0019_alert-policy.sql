CREATE TABLE "institution_alert_policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"alert_kind" text,
	"rule_id" text,
	"drug_a" text,
	"drug_b" text,
	"target_key" text NOT NULL,
	"target_label" text NOT NULL,
	"action" text NOT NULL,
	"local_severity" text,
	"kb_severity" text NOT NULL,
	"rationale" text NOT NULL,
	"effective_from" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" uuid,
	"proposed_by_name" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"reverted_by" uuid,
	"reverted_by_name" text,
	"reverted_at" timestamp with time zone,
	"revert_reason" text
);
--> statement-breakpoint
ALTER TABLE "institution_alert_policies" ADD CONSTRAINT "institution_alert_policies_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_alert_policies" ADD CONSTRAINT "institution_alert_policies_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_alert_policies" ADD CONSTRAINT "institution_alert_policies_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_alert_policies" ADD CONSTRAINT "institution_alert_policies_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_alert_policies_institution_idx" ON "institution_alert_policies" USING btree ("institution_id","status");