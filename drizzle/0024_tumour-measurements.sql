CREATE TABLE "patient_tumour_measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"longest_diameter_mm" double precision NOT NULL,
	"short_axis_mm" double precision,
	"method" text,
	"lymph_node" boolean,
	"site" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_tumour_measurements" ADD CONSTRAINT "patient_tumour_measurements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tumour_measurements" ADD CONSTRAINT "patient_tumour_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_tumour_measurements_patient_idx" ON "patient_tumour_measurements" USING btree ("patient_id","measured_on");