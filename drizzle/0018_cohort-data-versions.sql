CREATE TABLE "cohort_data_versions" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"alert_changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort_data_versions" ADD CONSTRAINT "cohort_data_versions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;