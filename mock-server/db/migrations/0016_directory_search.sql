CREATE TABLE "directory_entries" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"username" text NOT NULL,
	"country" text NOT NULL,
	"niches" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"platforms" jsonb NOT NULL,
	"tags" text[] NOT NULL,
	"followers" bigint NOT NULL,
	"engagement" numeric NOT NULL,
	"from_price" bigint,
	"rating" numeric(2, 1),
	"rating_count" integer NOT NULL,
	"rating_due_at" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_tags" ON "directory_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "directory_entries_followers" ON "directory_entries" USING btree ("followers" desc,"creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_rating" ON "directory_entries" USING btree ("rating" desc nulls last,"creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_price" ON "directory_entries" USING btree ("from_price","creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_country" ON "directory_entries" USING btree ("country","followers" desc);--> statement-breakpoint
CREATE INDEX "directory_entries_rating_due" ON "directory_entries" USING btree ("rating_due_at") WHERE "directory_entries"."rating_due_at" is not null;--> statement-breakpoint
-- The bands of src/domain (FOLLOWER_BANDS, ENGAGEMENT_BANDS) in SQL; tests/mock-server/directory-search.test.ts holds
-- them equal to followerBandOf and engagementBandOf at every boundary.
CREATE FUNCTION directory_follower_band(n numeric) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n >= 1000000 THEN 'mega' WHEN n >= 500000 THEN 'macro' WHEN n >= 100000 THEN 'mid'
    WHEN n >= 10000 THEN 'micro' WHEN n >= 1000 THEN 'nano' END
$$;
--> statement-breakpoint
CREATE FUNCTION directory_engagement_band(r numeric) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r >= 6 THEN 'high' WHEN r >= 3 THEN 'good' WHEN r >= 1 THEN 'fair' ELSE 'low' END
$$;
--> statement-breakpoint
-- A verification's platforms, each with its bands, in their stored order.
CREATE FUNCTION directory_platforms(platforms jsonb) RETURNS TABLE (i bigint, platform text, followers numeric, rate numeric, fb text, eb text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT e.i, e.x ->> 'platform', (e.x ->> 'followers')::numeric, (e.x ->> 'engagementRate')::numeric,
    directory_follower_band((e.x ->> 'followers')::numeric), directory_engagement_band((e.x ->> 'engagementRate')::numeric)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(platforms) = 'array' THEN platforms ELSE '[]' END) WITH ORDINALITY e(x, i)
$$;
--> statement-breakpoint
-- Recomputes the directory entries of `ids` from their sources: a verified influencer has one, anyone else none.
-- A review counts once revealed (reviews/records.ts revealedSql): not hidden, and the other side wrote theirs or the
-- 14-day window closed. Only a read knows the clock, so a trigger passes no `now` and counts window-closed reviews
-- nowhere; `rating_due_at` then says when the next one is due and the read refreshes it with its clock.
CREATE FUNCTION directory_refresh(ids text[], now timestamptz DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- unnest joins: a large refresh (a bulk load's) must not test every row against the whole array.
  DELETE FROM directory_entries d USING unnest(ids) u(id) WHERE d.creator_id = u.id AND NOT EXISTS (
    SELECT 1 FROM accounts a JOIN verifications v ON v.creator_id = a.id
    WHERE a.id = d.creator_id AND a.role = 'influencer' AND v.status = 'verified');
  INSERT INTO directory_entries AS d (creator_id, name, avatar, username, country, niches, languages, platforms, tags,
    followers, engagement, from_price, rating, rating_count, rating_due_at, verified_at)
  SELECT a.id, a.name, a.avatar, coalesce(p.username, ''), coalesce(p.country, ''), nl.niches, nl.languages, pl.platforms,
    pl.tags || array(SELECT 'n:' || lower(x) FROM unnest(nl.niches) x) || array(SELECT 'l:' || lower(x) FROM unnest(nl.languages) x),
    pl.followers, pl.engagement, pr.from_price, rt.rating, rt.rating_count, rt.due_at, v.decided_at
  FROM (SELECT DISTINCT x AS id FROM unnest(ids) x) u
  JOIN accounts a ON a.id = u.id
  JOIN verifications v ON v.creator_id = a.id AND v.status = 'verified'
  LEFT JOIN profiles p ON p.account_id = a.id
  CROSS JOIN LATERAL (
    SELECT
      array(SELECT e.v #>> '{}' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.details -> 'niches') = 'array' THEN p.details -> 'niches' ELSE '[]' END) WITH ORDINALITY e(v, i)
        WHERE jsonb_typeof(e.v) = 'string' ORDER BY e.i) AS niches,
      array(SELECT e.v #>> '{}' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.details -> 'languages') = 'array' THEN p.details -> 'languages' ELSE '[]' END) WITH ORDINALITY e(v, i)
        WHERE jsonb_typeof(e.v) = 'string' ORDER BY e.i) AS languages
  ) nl
  CROSS JOIN LATERAL (
    SELECT
      coalesce(jsonb_agg(jsonb_build_object('platform', s.platform, 'followerBand', s.fb, 'engagementBand', s.eb) ORDER BY s.i), '[]') AS platforms,
      coalesce(sum(s.followers), 0)::bigint AS followers,
      greatest(0, coalesce(max(s.rate), 0)) AS engagement,
      array(SELECT DISTINCT t FROM directory_platforms(v.platforms) s2
        CROSS JOIN LATERAL unnest(array['p:' || s2.platform, 'f:' || s2.fb, 'f:' || s2.platform || ':' || s2.fb,
          'e:' || s2.eb, 'e:' || s2.platform || ':' || s2.eb]) t WHERE t IS NOT NULL) AS tags
    FROM directory_platforms(v.platforms) s
  ) pl
  CROSS JOIN LATERAL (
    SELECT min(f.price) AS from_price FROM (
      SELECT k.price FROM creator_packages k WHERE k.creator_id = a.id AND k.currency = 'KES'
      UNION ALL
      SELECT c.agreed_fee FROM contracts c WHERE c.creator_id = a.id AND c.currency = 'KES' AND c.status <> 'cancelled' AND c.agreed_fee > 0
    ) f
  ) pr
  CROSS JOIN LATERAL (
    SELECT
      round(avg(r.rating) FILTER (WHERE r.shown), 1) AS rating,
      (count(*) FILTER (WHERE r.shown))::int AS rating_count,
      min(r.closes_at) FILTER (WHERE NOT r.shown) AS due_at
    FROM (
      SELECT r.rating, c.ended_at + interval '14 days' AS closes_at,
        (EXISTS (SELECT 1 FROM reviews o WHERE o.contract_id = r.contract_id AND o.author_side <> r.author_side)
          OR (now IS NOT NULL AND c.ended_at + interval '14 days' <= now)) AS shown
      FROM reviews r JOIN contracts c ON c.id = r.contract_id
      WHERE r.subject_id = a.id AND r.hidden_at IS NULL
    ) r
  ) rt
  WHERE a.role = 'influencer'
  ON CONFLICT (creator_id) DO UPDATE SET name = excluded.name, avatar = excluded.avatar, username = excluded.username,
    country = excluded.country, niches = excluded.niches, languages = excluded.languages, platforms = excluded.platforms,
    tags = excluded.tags, followers = excluded.followers, engagement = excluded.engagement, from_price = excluded.from_price,
    rating = excluded.rating, rating_count = excluded.rating_count, rating_due_at = excluded.rating_due_at,
    verified_at = excluded.verified_at;
END $$;
--> statement-breakpoint
-- Each source row's creator is refreshed in the same transaction as the write.
CREATE FUNCTION directory_refresh_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
  ids text[] := '{}';
BEGIN
  -- Each argument names a column holding an account id whose entry the row's write may change.
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> col); END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> col); END IF;
  END LOOP;
  PERFORM directory_refresh(array(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_directory_entry AFTER INSERT OR UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('id');
--> statement-breakpoint
CREATE TRIGGER profiles_directory_entry AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('account_id');
--> statement-breakpoint
CREATE TRIGGER verifications_directory_entry AFTER INSERT OR UPDATE OR DELETE ON verifications
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('creator_id');
--> statement-breakpoint
CREATE TRIGGER creator_packages_directory_entry AFTER INSERT OR UPDATE OR DELETE ON creator_packages
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('creator_id');
--> statement-breakpoint
CREATE TRIGGER contracts_directory_entry AFTER INSERT OR UPDATE OF agreed_fee, currency, status, creator_id OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('creator_id');
--> statement-breakpoint
-- Both sides of a review: a review is revealed once the other side has written theirs, so the second review's
-- author (the subject of the first) is refreshed as well as its subject.
CREATE TRIGGER reviews_directory_entry AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION directory_refresh_row('subject_id', 'author_id');
--> statement-breakpoint
-- The directory's read cache (routes/directory.ts) reads directory_entries now: its changes are announced as the sources' were.
CREATE TRIGGER directory_entries_directory_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON directory_entries
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('directory');
--> statement-breakpoint
SELECT directory_refresh(array(SELECT id FROM accounts WHERE role = 'influencer'));
