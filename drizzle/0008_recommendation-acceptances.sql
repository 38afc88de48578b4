CREATE TABLE "recommendation_acceptances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"recommendation_id" text NOT NULL,
	"action" text NOT NULL,
	"alert_keys" jsonb NOT NULL,
	"alert_ids" jsonb NOT NULL,
	"change_kind" text NOT NULL,
	"comment" text,
	"user_id" uuid,
	"user_role" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_acceptances" ADD CONSTRAINT "recommendation_acceptances_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_acceptances" ADD CONSTRAINT "recommendation_acceptances_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_acceptances" ADD CONSTRAINT "recommendation_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_acceptances_patient_idx" ON "recommendation_acceptances" USING btree ("patient_id","recommendation_id");--> statement-breakpoint
CREATE INDEX "recommendation_acceptances_institution_idx" ON "recommendation_acceptances" USING btree ("institution_id","accepted_at");