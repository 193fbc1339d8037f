CREATE TABLE "receipt_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"purpose" text NOT NULL,
	"payment_id" text,
	"withdrawal_id" text,
	"owner_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_kind" CHECK (("receipts"."kind" = 'receipt' and "receipts"."series" = 'SR' and "receipts"."payment_id" is not null and "receipts"."withdrawal_id" is null) or ("receipts"."kind" = 'statement' and "receipts"."series" = 'SS' and "receipts"."withdrawal_id" is not null and "receipts"."payment_id" is null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "kra_pin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_seq" ON "receipts" USING btree ("series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_withdrawal" ON "receipts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "receipts_owner" ON "receipts" USING btree ("owner_id","issued_at");--> statement-breakpoint
CREATE INDEX "receipts_issued" ON "receipts" USING btree ("issued_at","number");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_kra_pin" CHECK ("profiles"."kra_pin" ~ '^[A-Z][0-9]{9}[A-Z]$');--> statement-breakpoint
-- The receipts keep no foreign keys: a test or a purge may empty payments and withdrawals without them.
-- Receipts and statements are numbered by the database (docs/decisions/0015-receipts.md), in the transaction that
-- settles the payment or withdrawal, whichever code settles it: the counter row of the series and EAT year is
-- incremented (and held until that transaction ends), so a number is given once, in order, and a rolled-back
-- settlement gives its number back: no gaps. Six digits at least; more when a year needs them.
CREATE FUNCTION issue_receipt(p_kind text, p_series text, p_purpose text, p_payment text, p_withdrawal text, p_owner text, p_amount bigint, p_currency text, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  y integer := extract(year from (p_at at time zone 'UTC') + interval '3 hours')::integer;
  n integer;
BEGIN
  INSERT INTO receipt_counters AS c (series, year, last) VALUES (p_series, y, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = c.last + 1
    RETURNING c.last INTO n;
  INSERT INTO receipts (number, kind, series, year, seq, purpose, payment_id, withdrawal_id, owner_id, amount, currency, issued_at)
    VALUES (p_series || '-' || y || '-' || lpad(n::text, greatest(6, length(n::text)), '0'), p_kind, p_series, y, n, p_purpose, p_payment, p_withdrawal, p_owner, p_amount, p_currency, p_at);
END $$;
--> statement-breakpoint
-- A payment gets its receipt when it succeeds (every purpose: launch, later subscription).
CREATE FUNCTION payments_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'succeeded') THEN
    PERFORM issue_receipt('receipt', 'SR', NEW.purpose, NEW.id, NULL, NEW.brand_id, NEW.amount, NEW.currency, coalesce(NEW.settled_at, NEW.updated_at));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_receipt AFTER INSERT OR UPDATE OF status ON payments FOR EACH ROW EXECUTE FUNCTION payments_receipt();
--> statement-breakpoint
-- A withdrawal gets its statement when it is paid.
CREATE FUNCTION withdrawals_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'paid') THEN
    PERFORM issue_receipt('statement', 'SS', 'payout', NULL, NEW.id, NEW.creator_id, NEW.amount, NEW.currency, coalesce(NEW.settled_at, NEW.updated_at));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_statement AFTER INSERT OR UPDATE OF status ON withdrawals FOR EACH ROW EXECUTE FUNCTION withdrawals_statement();
--> statement-breakpoint
-- Payments and withdrawals settled before this migration get their numbers now, in the order they settled.
DO $$
DECLARE
  p record;
  w record;
BEGIN
  FOR p IN SELECT * FROM payments WHERE status = 'succeeded' ORDER BY coalesce(settled_at, updated_at), seq LOOP
    PERFORM issue_receipt('receipt', 'SR', p.purpose, p.id, NULL, p.brand_id, p.amount, p.currency, coalesce(p.settled_at, p.updated_at));
  END LOOP;
  FOR w IN SELECT * FROM withdrawals WHERE status = 'paid' ORDER BY coalesce(settled_at, updated_at), seq LOOP
    PERFORM issue_receipt('statement', 'SS', 'payout', NULL, w.id, w.creator_id, w.amount, w.currency, coalesce(w.settled_at, w.updated_at));
  END LOOP;
END $$;
