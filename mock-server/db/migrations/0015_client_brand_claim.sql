ALTER TABLE "partner_clients" ADD COLUMN "created_by_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_clients" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_clients" ADD CONSTRAINT "partner_clients_claim" CHECK ("partner_clients"."claimed_at" is null or "partner_clients"."created_by_partner");