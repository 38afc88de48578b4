CREATE TABLE "alert_acknowledgements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" uuid,
	"user_role" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_comment" text
);
--> statement-breakpoint
CREATE TABLE "care_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"finding_key" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"drugs" jsonb NOT NULL,
	"drug_ids" jsonb NOT NULL,
	"rationale" text NOT NULL,
	"management" text NOT NULL,
	"sources" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"first_raised_at" timestamp with time zone NOT NULL,
	"last_changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_allergies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"allergen" text NOT NULL,
	"allergen_type" text NOT NULL,
	"reaction" text,
	"severity" text NOT NULL,
	"date_reported" date,
	"verified" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icd10" text,
	"date_of_diagnosis" date,
	"status" text NOT NULL,
	"stage" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_demo_seeds" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_genetics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"gene" text NOT NULL,
	"diplotype" text,
	"phenotype" text,
	"test_date" date,
	"laboratory" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_labs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"lab_type" text NOT NULL,
	"lab_name" text,
	"loinc" text,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"canonical_value" double precision,
	"canonical_unit" text,
	"reference_range" text,
	"measured_at" timestamp with time zone NOT NULL,
	"is_abnormal" boolean,
	"critical_flag" boolean,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_medications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"drug_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"rxcui" text,
	"resolved" boolean NOT NULL,
	"dosage" text,
	"frequency" text,
	"route" text,
	"start_date" date,
	"stop_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"prescribed_by" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"author_id" uuid,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_treatments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"drug_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"given_on" date NOT NULL,
	"dose" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"cycle" integer,
	"regimen_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_vitals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"bp_systolic" integer,
	"bp_diastolic" integer,
	"heart_rate" integer,
	"temperature" double precision,
	"performance_status" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"mrn" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"sex" text NOT NULL,
	"height_cm" double precision,
	"weight_kg" double precision,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_acknowledgements" ADD CONSTRAINT "alert_acknowledgements_alert_id_patient_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."patient_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_acknowledgements" ADD CONSTRAINT "alert_acknowledgements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_acknowledgements" ADD CONSTRAINT "alert_acknowledgements_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_acknowledgements" ADD CONSTRAINT "alert_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_acknowledgements" ADD CONSTRAINT "alert_acknowledgements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_sessions" ADD CONSTRAINT "care_sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_sessions" ADD CONSTRAINT "care_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_sessions" ADD CONSTRAINT "care_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_alerts" ADD CONSTRAINT "patient_alerts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_conditions" ADD CONSTRAINT "patient_conditions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_conditions" ADD CONSTRAINT "patient_conditions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_demo_seeds" ADD CONSTRAINT "patient_demo_seeds_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD CONSTRAINT "patient_genetics_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD CONSTRAINT "patient_genetics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_labs" ADD CONSTRAINT "patient_labs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_labs" ADD CONSTRAINT "patient_labs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medications" ADD CONSTRAINT "patient_medications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_treatments" ADD CONSTRAINT "patient_treatments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_treatments" ADD CONSTRAINT "patient_treatments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_vitals" ADD CONSTRAINT "patient_vitals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_vitals" ADD CONSTRAINT "patient_vitals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_acknowledgements_live_idx" ON "alert_acknowledgements" USING btree ("alert_id") WHERE "alert_acknowledgements"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "alert_acknowledgements_pending_idx" ON "alert_acknowledgements" USING btree ("institution_id","acknowledged_at") WHERE "alert_acknowledgements"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "care_sessions_open_idx" ON "care_sessions" USING btree ("user_id","patient_id") WHERE "care_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_sessions_user_idx" ON "care_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_alerts_patient_key_idx" ON "patient_alerts" USING btree ("patient_id","finding_key");--> statement-breakpoint
CREATE INDEX "patient_alerts_current_idx" ON "patient_alerts" USING btree ("patient_id","severity") WHERE "patient_alerts"."is_current";--> statement-breakpoint
CREATE INDEX "patient_allergies_patient_idx" ON "patient_allergies" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_conditions_patient_idx" ON "patient_conditions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_conditions_name_trgm_idx" ON "patient_conditions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_conditions_icd10_idx" ON "patient_conditions" USING btree ("icd10" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patient_genetics_patient_idx" ON "patient_genetics" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_labs_patient_time_idx" ON "patient_labs" USING btree ("patient_id","measured_at");--> statement-breakpoint
CREATE INDEX "patient_medications_patient_idx" ON "patient_medications" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_medications_drug_ids_idx" ON "patient_medications" USING gin ("drug_ids") WHERE "patient_medications"."is_active";--> statement-breakpoint
CREATE INDEX "patient_medications_unresolved_name_trgm_idx" ON "patient_medications" USING gin (lower("drug_name") gin_trgm_ops) WHERE not "patient_medications"."resolved";--> statement-breakpoint
CREATE INDEX "patient_notes_patient_idx" ON "patient_notes" USING btree ("patient_id","written_at");--> statement-breakpoint
CREATE INDEX "patient_treatments_patient_idx" ON "patient_treatments" USING btree ("patient_id","given_on");--> statement-breakpoint
CREATE INDEX "patient_vitals_patient_time_idx" ON "patient_vitals" USING btree ("patient_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_institution_mrn_idx" ON "patients" USING btree ("institution_id","mrn");--> statement-breakpoint
CREATE INDEX "patients_institution_name_idx" ON "patients" USING btree ("institution_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "patients_institution_updated_idx" ON "patients" USING btree ("institution_id","updated_at");--> statement-breakpoint
CREATE INDEX "patients_name_trgm_idx" ON "patients" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_institution_mrn_prefix_idx" ON "patients" USING btree ("institution_id",lower("mrn") text_pattern_ops);