CREATE TABLE "past_work" (
	"id" text PRIMARY KEY NOT NULL,
	"deliverable_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"seq" bigserial NOT NULL,
	CONSTRAINT "past_work_status" CHECK ("past_work"."status" in ('requested', 'agreed', 'declined', 'withdrawn')),
	CONSTRAINT "past_work_withdrawn" CHECK (("past_work"."status" = 'withdrawn') = ("past_work"."withdrawn_by" is not null) and ("past_work"."withdrawn_by" is null or "past_work"."withdrawn_by" in ('brand', 'creator')))
);
--> statement-breakpoint
ALTER TABLE "creator_packages" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_packages" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_parties" ON "deliverables" USING btree ("id","contract_id","brand_id","creator_id");--> statement-breakpoint
ALTER TABLE "past_work" ADD CONSTRAINT "past_work_deliverable_parties" FOREIGN KEY ("deliverable_id","contract_id","brand_id","creator_id") REFERENCES "public"."deliverables"("id","contract_id","brand_id","creator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "past_work_deliverable" ON "past_work" USING btree ("deliverable_id");--> statement-breakpoint
CREATE INDEX "past_work_contract" ON "past_work" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "past_work_creator_agreed" ON "past_work" USING btree ("creator_id") WHERE "past_work"."status" = 'agreed';--> statement-breakpoint
-- Past work shows only a live deliverable (approved, its published post's link given) of a completed contract: checked
-- here as well as by the API, so no write (a seed, a later route) can show work the brand never finished approving.
CREATE FUNCTION past_work_eligible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM deliverables d JOIN contracts c ON c.id = d.contract_id
    WHERE d.id = NEW.deliverable_id AND c.status = 'completed' AND d.status = 'live' AND d.live_url IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'past work must be a live deliverable of a completed contract' USING ERRCODE = 'check_violation', CONSTRAINT = 'past_work_eligible';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER past_work_eligible BEFORE INSERT OR UPDATE OF deliverable_id, status ON past_work
  FOR EACH ROW WHEN (NEW.status IN ('requested', 'agreed')) EXECUTE FUNCTION past_work_eligible();
--> statement-breakpoint
-- A withdrawn package no longer prices the creator in the directory: directory_refresh of 0016_directory_search with
-- `k.withdrawn_at IS NULL` added (the trigger on creator_packages already fires on the withdrawal's update).
CREATE OR REPLACE FUNCTION directory_refresh(ids text[], now timestamptz DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
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
      SELECT k.price FROM creator_packages k WHERE k.creator_id = a.id AND k.currency = 'KES' AND k.withdrawn_at IS NULL
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
SELECT directory_refresh(array(SELECT id FROM accounts WHERE role = 'influencer'));
