CREATE TABLE "campaign_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"status" text NOT NULL,
	"pitch" text NOT NULL,
	"proposed_fee" bigint NOT NULL,
	"match_score_at_apply" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "campaign_applications_status" CHECK ("campaign_applications"."status" in ('invited', 'declined', 'applied', 'shortlisted', 'accepted', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "campaign_applications_fee" CHECK ("campaign_applications"."proposed_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"objective" text,
	"goals" jsonb NOT NULL,
	"currency" text NOT NULL,
	"budget_total" bigint,
	"fee_min" bigint,
	"fee_max" bigint,
	"slots" integer,
	"audience" jsonb NOT NULL,
	"niches" text[] NOT NULL,
	"platforms" text[] NOT NULL,
	"follower_band" text,
	"deliverables" jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"max_revisions" integer NOT NULL,
	"landing_url" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"review_notes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "campaigns_status" CHECK ("campaigns"."status" in ('draft', 'pending_review', 'changes_requested', 'approved', 'funding', 'rejected', 'recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed', 'cancelled')),
	CONSTRAINT "campaigns_currency" CHECK ("campaigns"."currency" in ('KES', 'USD')),
	CONSTRAINT "campaigns_objective" CHECK ("campaigns"."objective" is null or "campaigns"."objective" in ('awareness', 'engagement', 'conversions')),
	CONSTRAINT "campaigns_slots" CHECK ("campaigns"."slots" is null or "campaigns"."slots" > 0),
	CONSTRAINT "campaigns_money" CHECK (coalesce("campaigns"."budget_total", 1) > 0 and coalesce("campaigns"."fee_min", 1) > 0 and coalesce("campaigns"."fee_max", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"application_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"agreed_fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "contracts_currency" CHECK ("contracts"."currency" in ('KES', 'USD')),
	CONSTRAINT "contracts_fee" CHECK ("contracts"."agreed_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"campaign_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"score" double precision NOT NULL,
	"factors" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"caveat" text,
	"model_version" text NOT NULL,
	CONSTRAINT "matches_campaign_id_creator_id_pk" PRIMARY KEY("campaign_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_applications_campaign_creator" ON "campaign_applications" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "campaign_applications_campaign_created" ON "campaign_applications" USING btree ("campaign_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_created" ON "campaign_applications" USING btree ("creator_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "campaigns_brand_created" ON "campaigns" USING btree ("brand_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "campaigns_status_submitted" ON "campaigns" USING btree ("status","submitted_at","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_created" ON "campaigns" USING btree ("status","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_application" ON "contracts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "contracts_campaign_status" ON "contracts" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "contracts_brand_created" ON "contracts" USING btree ("brand_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "contracts_creator_created" ON "contracts" USING btree ("creator_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "matches_creator" ON "matches" USING btree ("creator_id");