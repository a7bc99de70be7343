// Issue 14 ("Scale"): campaign analytics for a campaign with 500 creators x 3 posts x 90 daily snapshots, on
// PostgreSQL. The data is loaded straight into a scratch database (the posts' earnings and money through the engine and
// the ledger); the app runs as production starts it, in its own process, and this process asks for the page one request
// at a time (the time is the server's, on loopback), with GET /api/health measured the same way in the same run.
// Goal: p95 <= 200 ms.
//   npm run bench:analytics   (BENCH_CREATORS, default 500; BENCH_DAYS, default 90; BENCH_REQUESTS, default 100)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { recomputeCampaignEarnings } from '../src/modules/content-review/performance-pay.service.ts';
import { account, transfer } from '../src/modules/ledger/ledger.service.ts';
import { launchableCampaign } from '../src/test/harness.ts';
import { call, ms, percentile, signUpBusiness, startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  console.log('analytics bench: PostgreSQL only (set DATABASE_URL); skipped.');
  process.exit(0);
}
const CREATORS = Math.floor(Number(process.env.BENCH_CREATORS ?? 500));
const DAYS = Math.floor(Number(process.env.BENCH_DAYS ?? 90));
// Whole numbers of our own, written into the statements as literals (their types then need no casts).
const creatorsSql = sql.raw(String(CREATORS));
const daysSql = sql.raw(String(DAYS));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const GOAL_P95_MS = 200;

const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench');
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
try {
  server = await startServerProcess({ DATABASE_URL: scratch.url, DATA_DIR: '/tmp/microreach-bench-analytics' });
  const owner = await signUpBusiness(server.base, 'Analytics Bench');
  const headers = { 'content-type': 'application/json', cookie: owner.cookie, origin: server.base };
  const created = await call(`${server.base}/api/business/campaigns`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      launchableCampaign({ campaignName: 'Analytics bench', budgetCents: 50_000_000, influencerBudgetCents: 100_000 }),
    ),
  });
  if (created.status !== 201) throw new Error(`campaign: ${created.status} ${created.body}`);
  const campaignId = JSON.parse(created.body).id as string;

  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
  const db = database.db;
  const started = performance.now();
  // Random (version 4) ids, as sign-ups get: the API's schemas check them.
  await db.execute(sql`
    insert into auth_users (id, name, email)
    select gen_random_uuid(), 'Creator ' || g, 'analytics' || g || '@bench.microreach.app'
    from generate_series(1, ${creatorsSql}) g`);
  await db.execute(sql`
    insert into users (id, email, name, role, instagram, instagram_followers)
    select a.id, a.email, a.name, 'Influencer', 'creator' || g, 20000 + g * 97
    from auth_users a, lateral (select substring(a.email from 'analytics([0-9]+)@')::int as g) n
    where a.email ~ '^analytics[0-9]+@bench[.]microreach[.]app$'`);
  await db.execute(sql`
    insert into campaign_applicants (campaign_id, user_id, status)
    select ${campaignId}::uuid, id, 'approved' from users where email ~ '^analytics[0-9]+@bench[.]microreach[.]app$'`);
  // Three posts each, posted over the first weeks, approved; a tenth with their tracking window over.
  await db.execute(sql`
    insert into campaign_analytics (campaign_id, influencer_id, platform, video_url, posted_at, created_at, views,
      likes, comments, shares, stage, approved_at, tracking_ends_at, metrics_source, metrics_verified, followers_at_submit)
    select ${campaignId}::uuid, u.id, 'instagram',
      'https://www.instagram.com/p/An' || u.g || 'x' || k || '/',
      now() - ((${daysSql} - (u.g % 20)) || ' days')::interval, now() - ((${daysSql} - (u.g % 20)) || ' days')::interval,
      f.views, f.views * 6 / 100, f.views / 100, f.views / 200,
      case when (u.g + k) % 10 = 0 then 'approved' else 'tracking' end,
      now() - ((${daysSql} - (u.g % 20) - 1) || ' days')::interval,
      case when (u.g + k) % 10 = 0 then now() - interval '1 day' else now() + interval '7 days' end,
      'manual', false, 20000 + u.g * 97
    from (select id, substring(email from 'analytics([0-9]+)@')::int as g from users
          where email ~ '^analytics[0-9]+@bench[.]microreach[.]app$') u,
      generate_series(1, 3) k,
      lateral (select (2000 + (u.g * 7919 + k * 104729) % 60000)::bigint as views) f`);
  // One snapshot a day per post along a decaying growth curve ending at its figures, in time order (as they are taken).
  await db.execute(sql`
    insert into content_metric_snapshots (post_id, taken_at, source, views, likes, comments, shares, verified)
    select p.id, p.posted_at + (d || ' days')::interval, 'manual',
      floor(p.views * (1 - exp(-d / 6.0)) / (1 - exp(-${daysSql} / 6.0))),
      floor(p.likes * (1 - exp(-d / 6.0)) / (1 - exp(-${daysSql} / 6.0))),
      floor(p.comments * (1 - exp(-d / 6.0)) / (1 - exp(-${daysSql} / 6.0))),
      floor(p.shares * (1 - exp(-d / 6.0)) / (1 - exp(-${daysSql} / 6.0))), false
    from campaign_analytics p, generate_series(1, ${daysSql}) d
    where p.campaign_id = ${campaignId}::uuid and p.posted_at + (d || ' days')::interval <= now()
    order by p.id, d`);
  // A few posts held by a safeguard.
  await db.execute(sql`
    insert into content_holds (post_id, rule, reason)
    select id, 'view_spike', 'Bench hold' from campaign_analytics where campaign_id = ${campaignId}::uuid
    order by id limit 15`);
  // Money: the campaign funded, then the engine's earnings set aside and settled through the ledger.
  await db.transaction(async (tx) => {
    await transfer(tx, {
      kind: 'deposit',
      description: 'bench',
      legs: [
        { account: account.provider('test'), amountCents: -50_000_000 },
        { account: account.wallet(owner.id), amountCents: 50_000_000 },
      ],
    });
    await transfer(tx, {
      kind: 'campaign_funding',
      description: 'bench',
      campaignId,
      legs: [
        { account: account.wallet(owner.id), amountCents: -50_000_000 },
        { account: account.escrow(campaignId, owner.id), amountCents: 50_000_000 },
      ],
    });
    await recomputeCampaignEarnings(tx, campaignId);
  });
  await db.execute(sql`vacuum analyze`);
  const [counts] = (
    (await db.execute(sql`
      select (select count(*) from campaign_analytics where campaign_id = ${campaignId}::uuid) as posts,
        (select count(*) from content_metric_snapshots) as snapshots,
        (select count(*) from ledger_transactions where campaign_id = ${campaignId}::uuid) as movements`)) as unknown as {
      rows: Array<{ posts: string; snapshots: string; movements: string }>;
    }
  ).rows;
  await database.close();
  console.log(
    `\nAnalytics on PostgreSQL (issue 14): ${CREATORS} creators, ${counts.posts} posts, ${counts.snapshots} snapshots, ${counts.movements} ledger movements (loaded in ${Math.round((performance.now() - started) / 1000)} s)`,
  );

  const url = `${server.base}/api/business/campaigns/${campaignId}/analytics`;
  const timed = async (target: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await call(target, { headers });
      if (res.status !== 200) throw new Error(`${target}: ${res.status} ${res.body.slice(0, 200)}`);
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b);
  };
  await timed(url, 5);
  const health = await timed(`${server.base}/api/health`, REQUESTS);
  const page = await timed(url, REQUESTS);
  const bytes = (await call(url, { headers })).body.length;
  const p50 = percentile(page, 50);
  const p95 = percentile(page, 95);
  const h50 = percentile(health, 50);
  console.log(
    `  GET /api/business/campaigns/:id/analytics, one at a time (${REQUESTS}): p50 / p95 / p99 ${ms(p50)} / ${ms(p95)} / ${ms(percentile(page, 99))} ms; ${Math.round(bytes / 1024)} KiB`,
  );
  console.log(
    `  GET /api/health the same way: p50 / p95 ${ms(h50)} / ${ms(percentile(health, 95))} ms; the page is ${ms(p50 / h50)}x its p50`,
  );
  console.log(
    `  goal p95 <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : `not met (${ms(p95 - GOAL_P95_MS)} ms over)`}`,
  );
} finally {
  await server?.kill();
  await new Promise((r) => setTimeout(r, 300));
  if (process.env.BENCH_KEEP) console.log(`kept ${scratch.url}`);
  else await scratch.drop();
}
process.exit(0);
