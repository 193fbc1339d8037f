import { sql } from 'drizzle-orm';
import type { Db } from '../../mock-server/db/database.ts';

/**
 * N verified creators (profile, languages, one or two platforms, a package each, a completed contract with both-way
 * reviews for one in four), written in bulk straight into the database: the directory section of `npm run stress`
 * (issue 24, "fast on 100,000 creators") and the capped count's tests (tests/mock-server/directory-search.test.ts).
 */
export const PREFIX = 'scale-cr-';

export type Rows = { rows: Record<string, unknown>[] };

/** The creators, bulk-written with the triggers off where the role may, then their directory entries in one refresh. */
export async function addCreators(db: Db, n: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = ((await tx.execute(sql`select rolsuper from pg_roles where rolname = current_user`)) as unknown as Rows).rows;
    if (role?.rolsuper === true) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into accounts (id, email, name, role, created_at)
      select ${PREFIX} || g, 'scale-creator-' || g || '@stress.test', 'Scale Creator ' || g, 'influencer', now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into profiles (id, account_id, email, username, role, country, details, created_at)
      select 'scale-pf-' || g, ${PREFIX} || g, 'scale-creator-' || g || '@stress.test', 'scale.creator.' || g, 'influencer',
        (array['KE', 'NG', 'GH', 'ZA', 'UG', 'TZ', 'GB', 'US'])[1 + g % 8],
        jsonb_build_object(
          'niches', jsonb_build_array((array['Fashion', 'Beauty', 'Tech', 'Food', 'Travel', 'Fitness', 'Gaming', 'Finance', 'Lifestyle'])[1 + g % 9]),
          'languages', (array['["English", "Swahili"]', '["English", "Yoruba"]', '["English"]', '["Swahili", "English"]', '["English", "Zulu"]'])[1 + g % 5]::jsonb),
        now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into verifications (id, creator_id, status, platforms, rate_currency, rate_amount, submitted_at, expected_by, decided_at)
      select 'scale-vf-' || g, ${PREFIX} || g, 'verified',
        jsonb_build_array(jsonb_build_object('platform', (array['instagram', 'tiktok', 'youtube', 'twitter'])[1 + g % 4], 'handle', '@scale' || g,
          'followers', 1000 + (g::bigint * 7919) % 3000000, 'engagementRate', (g % 120) / 10.0))
        || case when g % 2 = 0 then jsonb_build_array(jsonb_build_object('platform', (array['tiktok', 'youtube', 'twitter', 'instagram'])[1 + g % 4],
          'handle', '@scale' || g, 'followers', 500 + (g::bigint * 104729) % 800000, 'engagementRate', (g % 70) / 10.0)) else '[]'::jsonb end,
        'KES', 1000000, now() - interval '60 days', now() - interval '58 days', now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into creator_packages (id, creator_id, title, description, platforms, price, currency, delivery_days, created_at)
      select 'scale-pk-' || g, ${PREFIX} || g, 'One post', 'One post on my main platform.', array['instagram'],
        100000 + (g::bigint * 104729) % 20000000, 'KES', 7, now() - interval '30 days'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into contracts (id, campaign_id, application_id, brand_id, creator_id, agreed_fee, currency, status, created_at, ended_at)
      select 'scale-ct-' || g, c.id, 'scale-ap-' || g, c.brand_id, ${PREFIX} || g, 200000 + (g::bigint * 7919) % 10000000, 'KES', 'completed',
        now() - interval '40 days', now() - interval '30 days'
      from generate_series(4, ${n}::int, 4) g, (select id, brand_id from campaigns order by id limit 1) c`);
    await tx.execute(sql`
      insert into reviews (id, contract_id, campaign_id, author_side, author_id, subject_id, rating, text, created_at)
      select 'scale-rv-' || side || '-' || ct.g, 'scale-ct-' || ct.g, ct.campaign_id, side,
        case when side = 'brand' then ct.brand_id else ${PREFIX} || ct.g end, case when side = 'brand' then ${PREFIX} || ct.g else ct.brand_id end,
        1 + (ct.g / 4 + length(side)) % 5, 'A scale benchmark review.', now() - interval '29 days'
      from (select g, c.id as campaign_id, c.brand_id from generate_series(4, ${n}::int, 4) g, (select id, brand_id from campaigns order by id limit 1) c) ct,
        unnest(array['brand', 'creator']) side`);
    // Statistics first: planned on the seed's few rows, the refresh would scan each source table once per creator.
    await tx.execute(sql`analyze accounts, profiles, verifications, creator_packages, contracts, reviews`);
    await tx.execute(sql`select directory_refresh(array(select id from accounts where id like ${`${PREFIX}%`}))`);
  });
  await db.execute(sql`vacuum analyze directory_entries`);
}

