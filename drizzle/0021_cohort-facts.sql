CREATE TABLE "cohort_facts" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"is_active" boolean NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"icd10_categories" text[] NOT NULL,
	"stages" text[] NOT NULL,
	"active_drug_ids" text[] NOT NULL,
	"ever_drug_ids" text[] NOT NULL,
	"genotypes" text[] NOT NULL,
	"alerts" text[] NOT NULL,
	"record_version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort_facts" ADD CONSTRAINT "cohort_facts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_facts" ADD CONSTRAINT "cohort_facts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_facts_institution_idx" ON "cohort_facts" USING btree ("institution_id","is_active","date_of_birth");--> statement-breakpoint
CREATE INDEX "cohort_facts_institution_version_idx" ON "cohort_facts" USING btree ("institution_id","record_version");--> statement-breakpoint
CREATE INDEX "cohort_facts_active_drugs_idx" ON "cohort_facts" USING gin ("active_drug_ids");--> statement-breakpoint
CREATE INDEX "cohort_facts_ever_drugs_idx" ON "cohort_facts" USING gin ("ever_drug_ids");--> statement-breakpoint
CREATE INDEX "cohort_facts_genotypes_idx" ON "cohort_facts" USING gin ("genotypes");