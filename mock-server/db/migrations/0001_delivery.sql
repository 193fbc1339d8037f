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
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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