CREATE TABLE "fhir_connections" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text,
	"token_encrypted" text,
	"token_last4" text,
	"smart_client_id" text,
	"smart_client_secret_encrypted" text,
	"smart_scopes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "fhir_smart_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"state_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_smart_sessions_state_key_unique" UNIQUE("state_key")
);
--> statement-breakpoint
ALTER TABLE "fhir_connections" ADD CONSTRAINT "fhir_connections_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_connections" ADD CONSTRAINT "fhir_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_smart_sessions" ADD CONSTRAINT "fhir_smart_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_smart_sessions" ADD CONSTRAINT "fhir_smart_sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_smart_sessions_user_idx" ON "fhir_smart_sessions" USING btree ("user_id","expires_at");