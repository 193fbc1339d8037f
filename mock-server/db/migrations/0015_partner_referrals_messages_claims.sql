CREATE TABLE "referral_codes" (
	"partner_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"account_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_clients" ADD COLUMN "created_by_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_clients" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_partner" ON "referrals" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "partner_clients" ADD CONSTRAINT "partner_clients_claim" CHECK ("partner_clients"."claimed_at" is null or "partner_clients"."created_by_partner");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_partner" CHECK (("messages"."partner_id" is null) = ("messages"."partner_name" is null) and ("messages"."partner_id" is null or "messages"."sender_side" = 'brand'));