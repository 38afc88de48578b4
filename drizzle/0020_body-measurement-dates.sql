ALTER TABLE "patients" ADD COLUMN "height_measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "weight_measured_at" timestamp with time zone;