CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text,
	"avatar" text,
	"created_at" timestamp with time zone NOT NULL,
	"trial_plan" text,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"delete_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "accounts_role" CHECK ("accounts"."role" is null or "accounts"."role" in ('brand', 'influencer', 'partner', 'admin')),
	CONSTRAINT "accounts_trial" CHECK (("accounts"."trial_plan" is null) = ("accounts"."trial_started_at" is null) and ("accounts"."trial_plan" is null) = ("accounts"."trial_ends_at" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"href" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"role" text,
	"country" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"status" text NOT NULL,
	"platforms" jsonb NOT NULL,
	"rate_currency" text NOT NULL,
	"rate_amount" bigint NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"expected_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "verifications_status" CHECK ("verifications"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "verifications_rate" CHECK ("verifications"."rate_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_created" ON "accounts" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "accounts_delete_at" ON "accounts" USING btree ("delete_at") WHERE "accounts"."delete_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_account" ON "profiles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_creator" ON "verifications" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "verifications_status_submitted" ON "verifications" USING btree ("status","submitted_at");