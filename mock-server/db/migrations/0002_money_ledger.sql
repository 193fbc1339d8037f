-- The ledger's rules kept by the database (docs/decisions/0009-money.md, 0011-postgresql.md; issue 18).
-- 1. A transfer's entries are written by the database when the transfer is inserted: a posted or pending transfer
--    adds its amount to both sides; a post or void first releases the whole hold, then a post adds what it posts.
CREATE FUNCTION ledger_transfer_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold ledger_transfers%ROWTYPE;
BEGIN
  IF NEW.pending_id IS NULL THEN
    INSERT INTO ledger_entries (transfer_id, account_id, side, pending, amount, currency) VALUES
      (NEW.id, NEW.debit_account_id, 'debit', NEW.pending, NEW.amount, NEW.currency),
      (NEW.id, NEW.credit_account_id, 'credit', NEW.pending, NEW.amount, NEW.currency);
    RETURN NULL;
  END IF;
  SELECT * INTO hold FROM ledger_transfers WHERE id = NEW.pending_id;
  IF NOT FOUND OR NOT hold.pending THEN
    RAISE EXCEPTION 'ledger: transfer % resolves "%", which is not a pending transfer', NEW.id, NEW.pending_id;
  END IF;
  IF (hold.debit_account_id, hold.credit_account_id, hold.currency) IS DISTINCT FROM (NEW.debit_account_id, NEW.credit_account_id, NEW.currency)
    OR (NEW.post AND NEW.amount > hold.amount) OR (NEW.void AND NEW.amount <> hold.amount) THEN
    RAISE EXCEPTION 'ledger: transfer % does not match the hold % it resolves', NEW.id, hold.id;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, side, pending, amount, currency) VALUES
    (NEW.id, NEW.debit_account_id, 'debit', true, -hold.amount, NEW.currency),
    (NEW.id, NEW.credit_account_id, 'credit', true, -hold.amount, NEW.currency);
  IF NEW.post THEN
    INSERT INTO ledger_entries (transfer_id, account_id, side, pending, amount, currency) VALUES
      (NEW.id, NEW.debit_account_id, 'debit', false, NEW.amount, NEW.currency),
      (NEW.id, NEW.credit_account_id, 'credit', false, NEW.amount, NEW.currency);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_entries AFTER INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_transfer_entries();
--> statement-breakpoint
-- 2. Each entry moves its account's running totals in the same transaction; the account must hold its currency.
--    The accounts' check constraints then refuse an overdraft of a flagged account.
CREATE FUNCTION ledger_entry_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET
    debits_posted = debits_posted + CASE WHEN NEW.side = 'debit' AND NOT NEW.pending THEN NEW.amount ELSE 0 END,
    credits_posted = credits_posted + CASE WHEN NEW.side = 'credit' AND NOT NEW.pending THEN NEW.amount ELSE 0 END,
    debits_pending = debits_pending + CASE WHEN NEW.side = 'debit' AND NEW.pending THEN NEW.amount ELSE 0 END,
    credits_pending = credits_pending + CASE WHEN NEW.side = 'credit' AND NEW.pending THEN NEW.amount ELSE 0 END
  WHERE code = NEW.account_id AND currency = NEW.currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: account % does not hold %', NEW.account_id, NEW.currency;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entry_totals();
--> statement-breakpoint
-- 3. Every transfer balances to zero per currency (its debits equal its credits), checked at commit.
CREATE FUNCTION ledger_transfer_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  transfer text := coalesce(to_jsonb(NEW) ->> 'transfer_id', to_jsonb(NEW) ->> 'id');
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE transfer_id = transfer) THEN
    RAISE EXCEPTION 'ledger: transfer % has no entries', transfer;
  END IF;
  IF EXISTS (
    SELECT 1 FROM ledger_entries WHERE transfer_id = transfer
    GROUP BY currency HAVING sum(CASE side WHEN 'debit' THEN amount ELSE -amount END) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger: transfer % does not balance to zero', transfer;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balance AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balances();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balances();
--> statement-breakpoint
-- 4. Transfers and entries are never updated or deleted (a correction is a new transfer). TRUNCATE, which a seed
--    reset uses, fires no row trigger.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % rows are never updated or deleted', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
-- 5. An account's totals move only with its entries (the trigger above), and its code, side and currency never.
CREATE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger: accounts are never deleted';
  END IF;
  IF (NEW.code, NEW.normal, NEW.currency) IS DISTINCT FROM (OLD.code, OLD.normal, OLD.currency)
    OR ((NEW.debits_posted, NEW.credits_posted, NEW.debits_pending, NEW.credits_pending)
      IS DISTINCT FROM (OLD.debits_posted, OLD.credits_posted, OLD.debits_pending, OLD.credits_pending) AND pg_trigger_depth() < 2) THEN
    RAISE EXCEPTION 'ledger: account % changes only by its entries', OLD.code;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();
