-- Changes announced to read caches (docs/decisions/0011-postgresql.md, "Batched and cached hot paths"; issue 18).
-- A statement that changes a table a cached read depends on sends the read's name on the data_changes channel.
-- PostgreSQL delivers a NOTIFY only when its transaction commits, once per name and transaction, to every listening
-- process (mock-server/db/changes.ts); it takes no row lock, so writers never wait on one another for it.
CREATE FUNCTION announce_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The public creator directory reads accounts, profiles and verifications (mock-server/people/directory.ts).
CREATE TRIGGER accounts_directory_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('directory');
--> statement-breakpoint
CREATE TRIGGER profiles_directory_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('directory');
--> statement-breakpoint
CREATE TRIGGER verifications_directory_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON verifications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('directory');
