CREATE TABLE "case_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_mentions" (
	"comment_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "case_mentions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "case_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"thread_id" uuid,
	"comment_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collaboration_stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"correct" boolean NOT NULL,
	"score" double precision NOT NULL,
	"answer" jsonb NOT NULL,
	"knowledge_version" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_comments" ADD CONSTRAINT "case_comments_thread_id_case_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."case_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_comments" ADD CONSTRAINT "case_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_mentions" ADD CONSTRAINT "case_mentions_comment_id_case_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."case_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_mentions" ADD CONSTRAINT "case_mentions_thread_id_case_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."case_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_mentions" ADD CONSTRAINT "case_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_threads" ADD CONSTRAINT "case_threads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_threads" ADD CONSTRAINT "case_threads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_threads" ADD CONSTRAINT "case_threads_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_threads" ADD CONSTRAINT "case_threads_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_thread_id_case_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."case_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_comment_id_case_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."case_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_notifications" ADD CONSTRAINT "collaboration_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_notifications" ADD CONSTRAINT "collaboration_notifications_thread_id_case_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."case_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_notifications" ADD CONSTRAINT "collaboration_notifications_comment_id_case_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."case_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_notifications" ADD CONSTRAINT "collaboration_notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_stream_tickets" ADD CONSTRAINT "collaboration_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_stream_tickets" ADD CONSTRAINT "collaboration_stream_tickets_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_comments_thread_idx" ON "case_comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "case_mentions_user_idx" ON "case_mentions" USING btree ("user_id","thread_id");--> statement-breakpoint
CREATE INDEX "case_threads_institution_activity_idx" ON "case_threads" USING btree ("institution_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "case_threads_patient_idx" ON "case_threads" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "collaboration_events_institution_idx" ON "collaboration_events" USING btree ("institution_id","id");--> statement-breakpoint
CREATE INDEX "collaboration_notifications_user_idx" ON "collaboration_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_attempts_user_idx" ON "learning_attempts" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "learning_attempts_user_item_idx" ON "learning_attempts" USING btree ("user_id","item_id");