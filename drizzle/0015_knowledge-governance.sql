CREATE TABLE "knowledge_fact_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"fact_id" text NOT NULL,
	"product_value" text NOT NULL,
	"label_revised" text,
	"action" text NOT NULL,
	"proposed_value" text,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
CREATE TABLE "knowledge_reviewers" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_reviewers_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_fact_reviews" ADD CONSTRAINT "knowledge_fact_reviews_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_fact_reviews" ADD CONSTRAINT "knowledge_fact_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_fact_reviews" ADD CONSTRAINT "knowledge_fact_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_reviewers" ADD CONSTRAINT "knowledge_reviewers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_reviewers" ADD CONSTRAINT "knowledge_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_reviewers" ADD CONSTRAINT "knowledge_reviewers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_fact_reviews_institution_fact_idx" ON "knowledge_fact_reviews" USING btree ("institution_id","fact_id");