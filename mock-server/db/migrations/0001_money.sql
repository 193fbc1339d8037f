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
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_code_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_code_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_code_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "withdrawals_paypal_item" ON "withdrawals" USING btree (("paypal" ->> 'payoutItemId'));