CREATE TABLE "deadline_reminders" (
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deadline_reminders_subject_subject_id_deadline_at_pk" PRIMARY KEY("subject","subject_id","deadline_at")
);
--> statement-breakpoint
CREATE TABLE "notice_phones" (
	"account_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_code_at" timestamp with time zone,
	"window_started_at" timestamp with time zone,
	"codes_in_window" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_phones_attempts" CHECK ("notice_phones"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"account_id" text PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"marketing_consent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_preferences_quiet" CHECK (("notice_preferences"."quiet_start" is null) = ("notice_preferences"."quiet_end" is null))
);
--> statement-breakpoint
CREATE TABLE "notice_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"params" jsonb,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "notice_sends_status" CHECK ("notice_sends"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed')),
	CONSTRAINT "notice_sends_channel" CHECK ("notice_sends"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "sim_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_phones" ADD CONSTRAINT "notice_phones_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_phones_verified" ON "notice_phones" USING btree ("phone") WHERE "notice_phones"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "notice_sends_due" ON "notice_sends" USING btree ("next_attempt_at") WHERE "notice_sends"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "notice_sends_provider_id" ON "notice_sends" USING btree ("channel","provider_message_id") WHERE "notice_sends"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "notice_sends_account" ON "notice_sends" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "sim_texts_unreported" ON "sim_texts" USING btree ("created_at") WHERE "sim_texts"."reported_at" is null;--> statement-breakpoint
CREATE INDEX "sim_texts_phone" ON "sim_texts" USING btree ("to_phone","seq");