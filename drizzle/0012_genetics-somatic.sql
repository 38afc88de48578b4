ALTER TABLE "patient_genetics" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "alteration_type" text;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "alteration" text;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "partner" text;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "value" double precision;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "value_unit" text;--> statement-breakpoint
ALTER TABLE "patient_genetics" ADD COLUMN "status" text;