CREATE TABLE "partner_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"partner_name" text NOT NULL,
	"brand_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"email" text NOT NULL,
	"brand_id" text,
	"status" text NOT NULL,
	"manage_campaigns" boolean DEFAULT true NOT NULL,
	"review_deliverables" boolean DEFAULT true NOT NULL,
	"spending_limit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "partner_clients_status" CHECK ("partner_clients"."status" in ('invited', 'active', 'declined', 'revoked', 'removed')),
	CONSTRAINT "partner_clients_limit" CHECK ("partner_clients"."spending_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "acted_by" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "acted_by" jsonb;--> statement-breakpoint
CREATE INDEX "partner_actions_brand" ON "partner_actions" USING btree ("brand_id","at");--> statement-breakpoint
CREATE INDEX "partner_actions_subject" ON "partner_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "partner_clients_partner" ON "partner_clients" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_clients_brand" ON "partner_clients" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "partner_clients_email" ON "partner_clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_clients_one_open" ON "partner_clients" USING btree ("partner_id","email") WHERE "partner_clients"."status" in ('invited', 'active');