ALTER TABLE "patient_treatments" ADD COLUMN "setting" text;--> statement-breakpoint
ALTER TABLE "patient_treatments" ADD COLUMN "intent" text;