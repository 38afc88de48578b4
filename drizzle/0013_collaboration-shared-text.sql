ALTER TABLE "case_comments" ADD COLUMN "shared_body" text;--> statement-breakpoint
ALTER TABLE "case_threads" ADD COLUMN "shared_title" text;