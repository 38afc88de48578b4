ALTER TABLE "users" ADD COLUMN "is_institution_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Institutions created before admins existed: their creators become their first admins.
UPDATE "users" SET "is_institution_admin" = true FROM "institutions" WHERE "institutions"."created_by" = "users"."id";