CREATE TABLE "cds_hooks_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"client_iss" text,
	"institution_id" uuid,
	"indicator" text NOT NULL,
	"kind" text NOT NULL,
	"finding_key" text,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cds_hooks_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"client_iss" text,
	"institution_id" uuid,
	"outcome" text NOT NULL,
	"accepted_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override_reason_system" text,
	"override_reason_code" text,
	"user_comment" text,
	"outcome_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cds_hooks_jtis" (
	"iss" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cds_hooks_jtis_iss_jti_pk" PRIMARY KEY("iss","jti")
);
--> statement-breakpoint
ALTER TABLE "cds_hooks_feedback" ADD CONSTRAINT "cds_hooks_feedback_card_id_cds_hooks_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cds_hooks_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cds_hooks_cards_scope_idx" ON "cds_hooks_cards" USING btree ("institution_id","issued_at");--> statement-breakpoint
CREATE INDEX "cds_hooks_feedback_card_idx" ON "cds_hooks_feedback" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cds_hooks_jtis_expiry_idx" ON "cds_hooks_jtis" USING btree ("expires_at");