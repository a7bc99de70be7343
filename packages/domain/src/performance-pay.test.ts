import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOST_FOLLOWER_LIMIT,
  type CampaignCaps,
  campaignEarnings,
  DEFAULT_PAY_TERMS,
  describePayTerms,
  EARNINGS_STATUSES,
  earningsStatus,
  hasBoost,
  isCountedInTotals,
  isEarned,
  MIN_PAYOUT_CENTS,
  type PayTerms,
  PayTermsSchema,
  type PostForEarnings,
  payTermsMessages,
  payTermsViolation,
  uncappedEarnings,
} from './performance-pay.ts';

const post = (over: Partial<PostForEarnings> = {}): PostForEarnings => ({
  id: 'p1',
  creatorId: 'c1',
  views: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  canEarn: true,
  approved: true,
  trackingEnded: false,
  held: false,
  followers: 80_000,
  order: 0,
  ...over,
});

describe('what one post earns before caps', () => {
  const terms: PayTerms = { ratePer1kViewsCents: 1000, ratePerEngagementCents: 10, fixedPerPostCents: 0 };

  it('pays views per 1,000 and each engagement, rounded down to the cent', () => {
    // 12,345 views at $10 per 1K = $123.45; 500 engagements at $0.10 = $50.
    expect(uncappedEarnings(terms, post({ views: 12_345, likes: 400, comments: 60, shares: 40 }))).toBe(12_345 + 5_000);
    expect(uncappedEarnings({ ...terms, ratePer1kViewsCents: 7 }, post({ views: 999, approved: false }))).toBe(6);
  });

  it('raises an approved post to the $10 minimum, but not one still in review', () => {
    expect(uncappedEarnings(terms, post({ views: 100 }))).toBe(MIN_PAYOUT_CENTS);
    expect(uncappedEarnings(terms, post({ views: 100, approved: false }))).toBe(100);
  });

  it('boosts views and engagement pay by 10% for accounts under 50k followers, not the fixed amount', () => {
    const withFixed = { ...terms, fixedPerPostCents: 5000 };
    const figures = { views: 100_000, likes: 0, comments: 0, shares: 0 };
    expect(uncappedEarnings(withFixed, post({ ...figures, followers: 80_000 }))).toBe(5000 + 100_000);
    expect(uncappedEarnings(withFixed, post({ ...figures, followers: 12_000 }))).toBe(5000 + 110_000);
    expect(hasBoost(BOOST_FOLLOWER_LIMIT - 1)).toBe(true);
    expect(hasBoost(BOOST_FOLLOWER_LIMIT)).toBe(false);
    // An unknown count gets no boost: the rule needs a count under the limit.
    expect(hasBoost(null)).toBe(false);
  });

  it('pays nothing for a post that cannot earn', () => {
    expect(uncappedEarnings(terms, post({ views: 1_000_000, canEarn: false }))).toBe(0);
  });

  it('stays exact for huge figures', () => {
    const max = { ratePer1kViewsCents: 10_000, ratePerEngagementCents: 0, fixedPerPostCents: 0 };
    expect(uncappedEarnings(max, post({ views: 9_007_199_254_740 }))).toBe(90_071_992_547_400);
  });
});

describe('the status of a post’s money', () => {
  it('is none, held, pending or final', () => {
    expect(earningsStatus({ canEarn: false, held: true, trackingEnded: true })).toBe('none');
    expect(earningsStatus({ canEarn: true, held: true, trackingEnded: true })).toBe('held');
    expect(earningsStatus({ canEarn: true, held: false, trackingEnded: false })).toBe('pending');
    expect(earningsStatus({ canEarn: true, held: false, trackingEnded: true })).toBe('final');
  });
  it('counts as earned when pending, held or final: what a creator has earned, held money included', () => {
    expect(EARNINGS_STATUSES.filter(isEarned)).toEqual(['pending', 'held', 'final']);
  });
  it('counts in a campaign’s analytics totals only when earned and not held', () => {
    expect(EARNINGS_STATUSES.filter(isCountedInTotals)).toEqual(['pending', 'final']);
    for (const status of EARNINGS_STATUSES) if (isCountedInTotals(status)) expect(isEarned(status)).toBe(true);
  });
});

describe('caps', () => {
  const terms: PayTerms = { ratePer1kViewsCents: 1000, ratePerEngagementCents: 0, fixedPerPostCents: 0 };

  it('stops each creator at the budget per influencer, earliest approved first', () => {
    const caps: CampaignCaps = { budgetCents: 1_000_000, influencerBudgetCents: 50_000 };
    const result = campaignEarnings(terms, caps, [
      post({ id: 'b', views: 40_000, order: 2 }),
      post({ id: 'a', views: 30_000, order: 1 }),
      post({ id: 'c', creatorId: 'c2', views: 30_000, order: 3 }),
    ]);
    expect(result.map((r) => [r.id, r.cents, r.capped])).toEqual([
      ['b', 20_000, true],
      ['a', 30_000, false],
      ['c', 30_000, false],
    ]);
    expect(result[0].uncappedCents).toBe(40_000);
  });

  it('stops the campaign at its total budget', () => {
    const caps: CampaignCaps = { budgetCents: 45_000, influencerBudgetCents: null };
    const result = campaignEarnings(terms, caps, [
      post({ id: 'a', views: 30_000, order: 1 }),
      post({ id: 'b', creatorId: 'c2', views: 30_000, order: 2 }),
      post({ id: 'c', creatorId: 'c3', views: 30_000, order: 3 }),
    ]);
    expect(result.map((r) => r.cents)).toEqual([30_000, 15_000, 0]);
  });

  it('reserves a held post’s place, and pays nothing with no total budget', () => {
    const caps: CampaignCaps = { budgetCents: 30_000, influencerBudgetCents: null };
    const result = campaignEarnings(terms, caps, [
      post({ id: 'a', views: 30_000, held: true, order: 1 }),
      post({ id: 'b', creatorId: 'c2', views: 30_000, order: 2 }),
    ]);
    expect(result.map((r) => [r.cents, r.status])).toEqual([
      [30_000, 'held'],
      [0, 'pending'],
    ]);
    expect(
      campaignEarnings(terms, { budgetCents: null, influencerBudgetCents: null }, [post({ views: 9 })])[0].cents,
    ).toBe(0);
  });
});

describe('final earnings (issue 25: figures that paid are frozen)', () => {
  const terms: PayTerms = { ratePer1kViewsCents: 1000, ratePerEngagementCents: 0, fixedPerPostCents: 0 };
  const caps: CampaignCaps = { budgetCents: 50_000, influencerBudgetCents: 40_000 };
  const paid = { cents: 13_556, uncappedCents: 13_556 };

  it('keeps a final post’s figure whatever its figures, holds or stage say now', () => {
    for (const now of [
      post({ views: 100, trackingEnded: true }),
      post({ views: 900_000, trackingEnded: true }),
      post({ held: true, trackingEnded: true }),
      post({ canEarn: false }),
    ]) {
      expect(campaignEarnings(terms, caps, [{ ...now, finalEarnings: paid }])).toEqual([
        { id: 'p1', cents: 13_556, uncappedCents: 13_556, status: 'final', capped: false },
      ]);
    }
  });

  it('takes its share of the caps before the posts still earning, whatever their order', () => {
    const result = campaignEarnings(terms, caps, [
      post({ id: 'a', views: 3_000_000, order: 1 }),
      post({
        id: 'b',
        views: 0,
        order: 2,
        trackingEnded: true,
        finalEarnings: { cents: 30_000, uncappedCents: 35_000 },
      }),
      post({ id: 'c', creatorId: 'c2', views: 3_000_000, order: 3 }),
    ]);
    expect(result.map((r) => [r.id, r.cents, r.status, r.capped])).toEqual([
      ['a', 10_000, 'pending', true],
      ['b', 30_000, 'final', true],
      ['c', 10_000, 'pending', true],
    ]);
  });
});

describe('a dispute’s decision (issue 28)', () => {
  const terms: PayTerms = { ratePer1kViewsCents: 1000, ratePerEngagementCents: 0, fixedPerPostCents: 0 };
  const caps: CampaignCaps = { budgetCents: 100_000, influencerBudgetCents: 50_000 };
  const one = (over: Partial<PostForEarnings>) => campaignEarnings(terms, caps, [post({ views: 30_000, ...over })])[0];

  it('pays in full what the engine computes, whatever stage or earlier void kept the post from earning', () => {
    expect(one({ canEarn: false, decided: { kind: 'pay_full' } })).toMatchObject({ cents: 30_000, status: 'pending' });
    expect(one({ canEarn: false, trackingEnded: true, decided: { kind: 'pay_full' } })).toMatchObject({
      cents: 30_000,
      status: 'final',
    });
    // A hold still open (raised after the decision) holds it as any hold does.
    expect(one({ held: true, decided: { kind: 'pay_full' } }).status).toBe('held');
  });

  it('pays part: at most the amount decided, never above what the post earns or the caps allow', () => {
    expect(one({ decided: { kind: 'pay_part', capCents: 12_345 } })).toMatchObject({
      cents: 12_345,
      uncappedCents: 12_345,
      capped: false,
    });
    expect(one({ decided: { kind: 'pay_part', capCents: 99_999 } }).cents).toBe(30_000);
    expect(one({ views: 90_000, decided: { kind: 'pay_part', capCents: 60_000 } })).toMatchObject({
      cents: 50_000,
      capped: true,
    });
    expect(one({ decided: { kind: 'pay_part', capCents: 0 } }).cents).toBe(0);
  });

  it('returns to escrow: the post earns nothing and its money is void', () => {
    expect(one({ decided: { kind: 'return_to_escrow' } })).toMatchObject({ cents: 0, status: 'void' });
    expect(one({ held: true, trackingEnded: true, decided: { kind: 'return_to_escrow' } }).status).toBe('void');
  });

  it('never touches a final figure, and frees what it returns for the next posts', () => {
    const paid = { cents: 13_556, uncappedCents: 13_556 };
    expect(one({ trackingEnded: true, finalEarnings: paid, decided: { kind: 'return_to_escrow' } })).toMatchObject({
      cents: 13_556,
      status: 'final',
    });
    const small: CampaignCaps = { budgetCents: 30_000, influencerBudgetCents: null };
    const result = campaignEarnings(terms, small, [
      post({ id: 'a', views: 30_000, order: 1, decided: { kind: 'return_to_escrow' } }),
      post({ id: 'b', creatorId: 'c2', views: 30_000, order: 2 }),
    ]);
    expect(result.map((r) => [r.id, r.cents, r.status])).toEqual([
      ['a', 0, 'void'],
      ['b', 30_000, 'pending'],
    ]);
  });
});

// Property-based: whatever the terms, caps and posts, the engine keeps its promises.
const termsArb = fc.record({
  ratePer1kViewsCents: fc.integer({ min: 0, max: 10_000 }),
  ratePerEngagementCents: fc.integer({ min: 0, max: 500 }),
  fixedPerPostCents: fc.integer({ min: 0, max: 100_000 }).map((c) => c - (c % 100)),
});
const capsArb = fc.record({
  budgetCents: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
  influencerBudgetCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
});
const postArb = fc.record({
  id: fc.uuid(),
  creatorId: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
  views: fc.integer({ min: 0, max: 50_000_000 }),
  likes: fc.integer({ min: 0, max: 1_000_000 }),
  comments: fc.integer({ min: 0, max: 100_000 }),
  shares: fc.integer({ min: 0, max: 100_000 }),
  canEarn: fc.boolean(),
  approved: fc.boolean(),
  trackingEnded: fc.boolean(),
  held: fc.boolean(),
  followers: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  order: fc.integer({ min: 0, max: 1000 }),
  // A dispute's decision (issue 28): the promises hold with one too.
  decided: fc.option(
    fc.oneof(
      fc.constant({ kind: 'pay_full' as const }),
      fc.constant({ kind: 'return_to_escrow' as const }),
      fc.integer({ min: 0, max: 1_000_000 }).map((capCents) => ({ kind: 'pay_part' as const, capCents })),
    ),
    { nil: null },
  ),
});
const postsArb = fc.uniqueArray(postArb, { selector: (p) => p.id, maxLength: 25 });

describe('the engine’s promises (property-based)', () => {
  it('never exceeds the total budget or any creator’s budget, and is never negative', () => {
    fc.assert(
      fc.property(termsArb, capsArb, postsArb, (terms, caps, posts) => {
        const result = campaignEarnings(terms, caps, posts);
        const total = result.reduce((sum, r) => sum + r.cents, 0);
        expect(total).toBeLessThanOrEqual(caps.budgetCents ?? 0);
        for (const r of result) {
          expect(Number.isInteger(r.cents)).toBe(true);
          expect(r.cents).toBeGreaterThanOrEqual(0);
          expect(r.cents).toBeLessThanOrEqual(r.uncappedCents);
        }
        if (caps.influencerBudgetCents !== null) {
          const byCreator = new Map<string, number>();
          posts.forEach((p, i) => {
            byCreator.set(p.creatorId, (byCreator.get(p.creatorId) ?? 0) + result[i].cents);
          });
          for (const sum of byCreator.values()) expect(sum).toBeLessThanOrEqual(caps.influencerBudgetCents);
        }
      }),
    );
  });

  it('is monotone in views: more views never earn a post less, nor the campaign as a whole', () => {
    fc.assert(
      fc.property(
        termsArb,
        capsArb,
        postsArb.filter((p) => p.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 10_000_000 }),
        (terms, caps, posts, pick, extra) => {
          const i = pick % posts.length;
          const more = posts.map((p, k) => (k === i ? { ...p, views: p.views + extra } : p));
          const before = campaignEarnings(terms, caps, posts);
          const after = campaignEarnings(terms, caps, more);
          expect(after[i].cents).toBeGreaterThanOrEqual(before[i].cents);
          expect(uncappedEarnings(terms, more[i])).toBeGreaterThanOrEqual(uncappedEarnings(terms, posts[i]));
          const sum = (r: { cents: number }[]) => r.reduce((s, x) => s + x.cents, 0);
          expect(sum(after)).toBeGreaterThanOrEqual(sum(before));
        },
      ),
    );
  });

  it('is idempotent and independent of the order posts are given in', () => {
    fc.assert(
      fc.property(termsArb, capsArb, postsArb, (terms, caps, posts) => {
        const once = campaignEarnings(terms, caps, posts);
        expect(campaignEarnings(terms, caps, posts)).toEqual(once);
        const reversed = campaignEarnings(terms, caps, [...posts].reverse()).reverse();
        expect(reversed).toEqual(once);
      }),
    );
  });
});

describe('pay terms', () => {
  it('refuses negative, fractional and absurd rates with a sentence', () => {
    const bad = (over: Partial<PayTerms>) => PayTermsSchema.safeParse({ ...DEFAULT_PAY_TERMS, ...over });
    expect(bad({ ratePer1kViewsCents: -1 }).error?.issues[0].message).toBe(
      'The rate per 1,000 views cannot be negative.',
    );
    expect(bad({ ratePerEngagementCents: 2.5 }).error?.issues[0].message).toBe(
      'The rate per engagement is in whole cents.',
    );
    expect(bad({ ratePer1kViewsCents: 10_001 }).error?.issues[0].message).toBe(
      'The rate per 1,000 views can be at most $100.',
    );
    expect(bad({ fixedPerPostCents: 150 }).error?.issues[0].message).toBe(
      'The amount per approved post is whole dollars.',
    );
    expect(bad({}).success).toBe(true);
  });

  it('must agree with the budgets', () => {
    const budgets = { budgetCents: 100_000, influencerBudgetCents: 20_000 };
    const terms = { ...DEFAULT_PAY_TERMS, fixedPerPostCents: 30_000 };
    expect(payTermsViolation(terms, budgets, 'draft')?.message).toBe(payTermsMessages.fixedOverInfluencerBudget);
    expect(payTermsViolation(terms, { ...budgets, influencerBudgetCents: null }, 'launch')).toBeNull();
    expect(
      payTermsViolation({ ...terms, fixedPerPostCents: 200_000 }, { ...budgets, influencerBudgetCents: null }, 'draft')
        ?.message,
    ).toBe(payTermsMessages.fixedOverBudget);
    const nothing = { ratePer1kViewsCents: 0, ratePerEngagementCents: 0, fixedPerPostCents: 0 };
    expect(payTermsViolation(nothing, budgets, 'draft')).toBeNull();
    expect(payTermsViolation(nothing, budgets, 'launch')?.message).toBe(payTermsMessages.nothingPaid);
    expect(payTermsViolation(DEFAULT_PAY_TERMS, { ...budgets, influencerBudgetCents: 500 }, 'launch')?.field).toBe(
      'influencerBudgetCents',
    );
    expect(payTermsViolation(DEFAULT_PAY_TERMS, budgets, 'launch')).toBeNull();
  });

  it('reads in one line', () => {
    expect(describePayTerms(DEFAULT_PAY_TERMS)).toBe('$10 per 1K views · $0.10 per engagement');
    expect(describePayTerms({ ratePer1kViewsCents: 0, ratePerEngagementCents: 0, fixedPerPostCents: 5000 })).toBe(
      '$50 per approved post',
    );
  });
});
