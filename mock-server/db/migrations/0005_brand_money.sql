ALTER TABLE "withdrawals" RENAME COLUMN "creator_id" TO "owner_id";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts";--> statement-breakpoint
DROP INDEX "withdrawals_creator";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "from_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "free_launch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "owner_type" text DEFAULT 'creator' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_free_launch" ON "payments" USING btree ("brand_id") WHERE "payments"."free_launch" and "payments"."status" in ('initiated', 'awaiting_payer', 'unknown', 'succeeded');--> statement-breakpoint
CREATE INDEX "withdrawals_owner" ON "withdrawals" USING btree ("owner_id","created_at","seq");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 and "payments"."launch_fee" >= 0 and "payments"."budget" >= 0 and "payments"."from_balance" >= 0);--> statement-breakpoint
-- Withdrawals belong to an owner now (a creator's earnings or a brand's balance): the statement follows the column.
CREATE OR REPLACE FUNCTION withdrawals_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'paid') THEN
    PERFORM issue_receipt('statement', 'SS', 'payout', NULL, NEW.id, NEW.owner_id, NEW.amount, NEW.currency, coalesce(NEW.settled_at, NEW.updated_at));
  END IF;
  RETURN NULL;
END $$;
