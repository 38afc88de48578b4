CREATE TABLE "cohort_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"key" text NOT NULL,
	"n" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort_count_deltas" ADD CONSTRAINT "cohort_count_deltas_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_count_deltas_institution_idx" ON "cohort_count_deltas" USING btree ("institution_id","measure","key");