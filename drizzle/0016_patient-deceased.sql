ALTER TABLE "patients" ADD COLUMN "deceased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "deceased_date" date;