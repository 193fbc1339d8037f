CREATE TABLE "otp_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "otps_purpose" CHECK ("otps"."purpose" in ('login', 'register')),
	CONSTRAINT "otps_status" CHECK ("otps"."status" in ('active', 'used', 'dead')),
	CONSTRAINT "otps_attempts" CHECK ("otps"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"industry_sector" text NOT NULL,
	"email_address" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_route_key_pk" PRIMARY KEY("account_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "settings_name" CHECK (length("settings"."name") > 0)
);
--> statement-breakpoint
CREATE INDEX "otp_sends_email_at" ON "otp_sends" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "otp_sends_at" ON "otp_sends" USING btree ("at");--> statement-breakpoint
CREATE INDEX "otps_email_purpose_created" ON "otps" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otps_created" ON "otps" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contacts_created" ON "contacts" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "job_applications_created" ON "job_applications" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "job_applications_role_created" ON "job_applications" USING btree ("role","created_at","seq");--> statement-breakpoint
CREATE INDEX "surveys_created" ON "surveys" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "surveys_industry_created" ON "surveys" USING btree ("industry_sector","created_at","seq");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expire" ON "rate_limits" USING btree ("expire");