CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."period" in ('monthly', 'annual')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trial_reminded_days" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active" ON "subscriptions" USING btree ("account_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_account" ON "subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "accounts_trial_reminder" ON "accounts" USING btree ("trial_ends_at") WHERE "accounts"."trial_ends_at" is not null and ("accounts"."trial_reminded_days" is null or "accounts"."trial_reminded_days" > 1);--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_open" ON "campaign_applications" USING btree ("creator_id") WHERE "campaign_applications"."status" in ('applied', 'shortlisted');--> statement-breakpoint
CREATE INDEX "campaigns_brand_active" ON "campaigns" USING btree ("brand_id") WHERE "campaigns"."status" in ('funding', 'recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused');