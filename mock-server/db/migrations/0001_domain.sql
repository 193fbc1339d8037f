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
CREATE TABLE "ledger_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"normal" text NOT NULL,
	"flag" text,
	"owner_type" text,
	"owner_id" text,
	"currency" text NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_normal" CHECK ("ledger_accounts"."normal" in ('debit', 'credit')),
	CONSTRAINT "ledger_accounts_owner_whole" CHECK (("ledger_accounts"."owner_type" is null) = ("ledger_accounts"."owner_id" is null)),
	CONSTRAINT "ledger_accounts_debits_guard" CHECK ("ledger_accounts"."flag" is distinct from 'debits_must_not_exceed_credits' or "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending" <= "ledger_accounts"."credits_posted"),
	CONSTRAINT "ledger_accounts_credits_guard" CHECK ("ledger_accounts"."flag" is distinct from 'credits_must_not_exceed_debits' or "ledger_accounts"."credits_posted" + "ledger_accounts"."credits_pending" <= "ledger_accounts"."debits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"side" text NOT NULL,
	"pending" boolean NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "ledger_entries_side" CHECK ("ledger_entries"."side" in ('debit', 'credit')),
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"debit_account_id" text NOT NULL,
	"credit_account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"post" boolean DEFAULT false NOT NULL,
	"void" boolean DEFAULT false NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	"pending_id" text,
	"ref_type" text,
	"ref_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "ledger_transfers_amount" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind" CHECK (("ledger_transfers"."post" or "ledger_transfers"."void") = ("ledger_transfers"."pending_id" is not null) and not ("ledger_transfers"."post" and "ledger_transfers"."void") and not ("ledger_transfers"."pending" and "ledger_transfers"."pending_id" is not null)),
	CONSTRAINT "ledger_transfers_ref_whole" CHECK (("ledger_transfers"."ref_type" is null) = ("ledger_transfers"."ref_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"launch_fee" bigint NOT NULL,
	"budget" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"result_code" integer,
	"phone" text,
	"mpesa" jsonb,
	"paypal" jsonb,
	"check_after" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."launch_fee" >= 0 and "payments"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_details" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"mpesa_phone" text,
	"paypal_email" text,
	"bank" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"mpesa" jsonb,
	"paypal" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"referrer" text,
	"ip_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text,
	"contract_id" text,
	"brand_id" text,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"external_ref" text NOT NULL,
	"click_id" text,
	"code" text,
	"at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "conversions_amount" CHECK ("conversions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"index" integer NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"review_deadline_at" timestamp with time zone,
	"submissions" jsonb NOT NULL,
	"feedback" jsonb NOT NULL,
	"live_url" text,
	"approved_at" timestamp with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	CONSTRAINT "deliverables_status" CHECK ("deliverables"."status" in ('pending', 'overdue', 'in_review', 'revision_requested', 'disputed', 'approved', 'live', 'settled', 'cancelled')),
	CONSTRAINT "deliverables_revisions" CHECK ("deliverables"."revisions_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"deliverable_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"mediation_ends_at" timestamp with time zone,
	"proposal" jsonb,
	"resolution" jsonb,
	"paused_review_ms" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "disputes_opened_by" CHECK ("disputes"."opened_by" in ('brand', 'creator'))
);
--> statement-breakpoint
CREATE TABLE "metric_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"deliverable_id" text,
	"source" text NOT NULL,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saves" bigint NOT NULL,
	"views" bigint NOT NULL,
	"screenshot" jsonb NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"contract_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracking_links_kind" CHECK ("tracking_links"."kind" in ('web', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "webhook_secrets" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_code_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_code_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_code_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_created" ON "accounts" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "accounts_delete_at" ON "accounts" USING btree ("delete_at") WHERE "accounts"."delete_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_account" ON "profiles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_creator" ON "verifications" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "verifications_status_submitted" ON "verifications" USING btree ("status","submitted_at");--> statement-breakpoint
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
CREATE INDEX "matches_creator" ON "matches" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner" ON "ledger_accounts" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_once" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit" ON "ledger_transfers" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit" ON "ledger_transfers" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref" ON "ledger_transfers" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_seq" ON "ledger_transfers" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "payments_campaign" ON "payments" USING btree ("campaign_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_request" ON "payments" USING btree (("mpesa" ->> 'checkoutRequestId'));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_mpesa_receipt" ON "payments" USING btree (("mpesa" ->> 'receipt'));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paypal_order" ON "payments" USING btree (("paypal" ->> 'orderId'));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open" ON "payments" USING btree ("campaign_id") WHERE "payments"."status" in ('initiated', 'awaiting_payer', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_succeeded" ON "payments" USING btree ("campaign_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "withdrawals_creator" ON "withdrawals" USING btree ("creator_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_mpesa_receipt" ON "withdrawals" USING btree (("mpesa" ->> 'receipt'));--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_paypal_item" ON "withdrawals" USING btree (("paypal" ->> 'payoutItemId'));--> statement-breakpoint
CREATE INDEX "clicks_link_ip_at" ON "clicks" USING btree ("link_id","ip_hash","at");--> statement-breakpoint
CREATE INDEX "clicks_link_at" ON "clicks" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_once" ON "conversions" USING btree ("source","external_ref",(case when "source" = 'mpesa_c2b' then '' else coalesce("brand_id", '') end));--> statement-breakpoint
CREATE INDEX "conversions_contract" ON "conversions" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "conversions_campaign_at" ON "conversions" USING btree ("campaign_id","at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_contract_index" ON "deliverables" USING btree ("contract_id","index");--> statement-breakpoint
CREATE INDEX "deliverables_deadline" ON "deliverables" USING btree ("deadline_at") WHERE "deliverables"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "disputes_deliverable" ON "disputes" USING btree ("deliverable_id","seq");--> statement-breakpoint
CREATE INDEX "disputes_created" ON "disputes" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "disputes_deadline" ON "disputes" USING btree ("deadline_at") WHERE "disputes"."deadline_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_contract" ON "disputes" USING btree ("contract_id") WHERE status in ('awaiting_response', 'mediation', 'proposal', 'admin_decision');--> statement-breakpoint
CREATE INDEX "disputes_open_campaign" ON "disputes" USING btree ("campaign_id") WHERE status in ('awaiting_response', 'mediation', 'proposal', 'admin_decision');--> statement-breakpoint
CREATE INDEX "metric_reports_contract" ON "metric_reports" USING btree ("contract_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_slug" ON "tracking_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tracking_links_contract" ON "tracking_links" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "tracking_links_code" ON "tracking_links" USING btree ("code");