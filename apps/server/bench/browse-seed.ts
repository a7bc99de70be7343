// The browse bench's data (issue 4, issue 31): businesses and campaigns in bulk, text from BENCH_WORDS so searches
// match a realistic share. Used by browse.bench.ts and by anyone reproducing its query plans.
import { CAMPAIGN_NICHES } from '@microreach/domain/options';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { BENCH_WORDS } from './browse-mix.ts';

/**
 * Everyday words a brief also says, a few per description. Real campaign text has thousands of distinct words; with
 * only the search vocabulary's few dozen, PostgreSQL keeps too few most-common words to estimate a prefix search (it
 * needs 100 and otherwise assumes 2% of rows match), which no real catalogue would show.
 */
const BRIEF_WORDS = (
  'authentic bold bright calm casual cheerful classic clean clever colorful comfortable cozy creative daily delicious ' +
  'easy elegant energetic everyday exciting family fast favorite fresh friendly fun gentle genuine glowing good happy ' +
  'healthy helpful honest inspiring joyful light local lovely luxury modern natural new organic original outdoor ' +
  'personal playful popular premium pure quick quiet real relaxing reliable rich safe seasonal simple smart smooth ' +
  'soft special sporty stylish summer sunny sustainable sweet trendy trusted unique urban vibrant warm weekend ' +
  'wellness wild winter young morning evening kitchen office studio garden beach city mountain home street park ' +
  'review unboxing tutorial routine story reel video photo haul challenge tips guide recipe workout look outfit ' +
  'launch sale offer discount bundle gift giveaway collection edition series moment journey ritual habit signature'
).split(' ');

/**
 * `businesses` businesses and `count` campaigns: 35% Live, the rest spread over the other statuses; dates around
 * today; budgets from $100 to $10,000 per influencer; then the table is vacuumed and analysed, as autovacuum would.
 */
export async function seedBrowseCampaigns(db: Db, count: number, businesses = 500): Promise<void> {
  await db.execute(sql`
    insert into auth_users (id, name, email)
    select gen_random_uuid(), 'Bench Brand ' || g, 'brand' || g || '@bench.microreach.app' from generate_series(1, ${businesses}) g`);
  await db.execute(sql`
    insert into users (id, email, name, role, company_name)
    select id, email, name, 'SMB', name || ' Co' from auth_users where email like '%@bench.microreach.app'`);
  const words = sql.raw(`array[${BENCH_WORDS.map((w) => `'${w}'`).join(',')}]`);
  const brief = sql.raw(`array[${BRIEF_WORDS.map((w) => `'${w}'`).join(',')}]`);
  const niches = sql.raw(`array[${CAMPAIGN_NICHES.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    with brands as (select array_agg(id) ids from users where role = 'SMB' and email like '%@bench.microreach.app'),
    words as (select ${words} w)
    insert into campaigns (user_id, campaign_name, title, status, campaign_niche, private_public, start_date, end_date,
                           budget_cents, influencer_budget_cents, max_influencers, campaign_description, campaign_hashtags,
                           created_at)
    select b.ids[1 + (g % ${businesses})],
           initcap(w.w[1 + (g * 7) % 20]) || ' ' || initcap(w.w[1 + (g * 13) % 20]) || ' Campaign ' || g,
           'Campaign ' || g,
           case when g % 20 < 7 then 'Live' when g % 20 < 10 then 'Draft' when g % 20 < 12 then 'Paused'
                when g % 20 < 18 then 'Completed' else 'Ended' end,
           (${niches})[1 + g % ${CAMPAIGN_NICHES.length}],
           case when g % 3 = 0 then 'Private' else 'Public' end,
           current_date - (g % 20),
           current_date - (g % 20) + 5 + (g % 26),
           (100 + (g % 100) * 100) * 100 * 10,
           (100 + (g % 100) * 100) * 100,
           case when g % 4 = 0 then null else 1 + g % 20 end,
           'We are looking for creators who love ' || w.w[1 + (g * 3) % 20] || ' and ' || w.w[1 + (g * 11) % 20] ||
             '. Share honest ' || w.w[1 + (g * 17) % 20] || ' content with your audience. Think ' ||
             (${brief})[1 + (g * 29) % ${BRIEF_WORDS.length}] || ', ' || (${brief})[1 + (g * 37 + 5) % ${BRIEF_WORDS.length}] ||
             ' and ' || (${brief})[1 + (g * 41 + 11) % ${BRIEF_WORDS.length}] || '.',
           initcap(w.w[1 + g % 20]) || ', ' || initcap(w.w[1 + (g + 5) % 20]),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g, brands b, words w`);
  await db.execute(sql`vacuum analyze campaigns`);
}
