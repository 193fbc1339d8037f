ALTER TABLE "payments" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_subscription" ON "payments" USING btree ("brand_id") WHERE "payments"."purpose" = 'subscription' and "payments"."status" in ('initiated', 'awaiting_payer', 'unknown');--> statement-breakpoint
CREATE INDEX "payments_subscriptions" ON "payments" USING btree ("brand_id","created_at") WHERE "payments"."purpose" = 'subscription';--> statement-breakpoint
CREATE INDEX "subscriptions_active_end" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK (("payments"."purpose" = 'launch' and "payments"."campaign_id" is not null and "payments"."subscription" is null) or ("payments"."purpose" = 'subscription' and "payments"."campaign_id" is null and "payments"."subscription" is not null));