import { describe, expect, it } from 'vitest';
import { generateEvaluationSet } from '../scripts/holds-eval/generate.ts';
import { HOUR_MS } from './calendar.ts';
import { evaluateHolds, type HoldContext, type HoldRule, holdEvidence, type MetricsPoint } from './metrics-holds.ts';

const START = Date.parse('2026-03-01T12:00:00Z');

/** Snapshots from [hours since the first, views, likes, comments, shares]. */
function series(rows: [number, number, number, number, number][]): MetricsPoint[] {
  return rows.map(([hours, views, likes, comments, shares]) => ({
    at: new Date(START + hours * HOUR_MS).toISOString(),
    views,
    likes,
    comments,
    shares,
  }));
}

/**
 * A post past its first days: 20,000 views, likes at 4%, then daily 1,000 views, 40 likes, 1 comment and 5 shares
 * (0.5% of views share), for `days` days.
 */
function quietPost(days = 5): [number, number, number, number, number][] {
  return Array.from({ length: days }, (_, d) => [d * 24, 20_000 + d * 1_000, 800 + d * 40, 20 + d, 100 + d * 5]);
}

/** The quiet post, then one more snapshot `hours` later with these gains. */
function after(hours: number, views: number, likes: number, comments: number, shares: number, days = 5) {
  const rows = quietPost(days);
  const [h, v, l, c, s] = rows[rows.length - 1];
  return series([...rows, [h + hours, v + views, l + likes, c + comments, s + shares]]);
}

const rules = (points: MetricsPoint[]): HoldRule[] => evaluateHolds(points, 'ok').map((f) => f.rule);

describe('evaluateHolds', () => {
  it('holds nothing on a quiet post, an empty series or a single snapshot', () => {
    expect(evaluateHolds(series(quietPost(20)), 'ok')).toEqual([]);
    expect(evaluateHolds([], 'ok')).toEqual([]);
    expect(evaluateHolds(series([[0, 5_000, 200, 4, 10]]), 'ok')).toEqual([]);
  });

  it('does not treat small numbers as evidence: 40 views and 20 likes, or 30 likes with no new views', () => {
    expect(
      evaluateHolds(
        series([
          [0, 30, 10, 1, 0],
          [24, 40, 20, 2, 0],
          [48, 40, 20, 2, 0],
        ]),
        'ok',
      ),
    ).toEqual([]);
    const small = series([
      [0, 350, 15, 1, 1],
      [24, 400, 18, 1, 1],
      [48, 420, 19, 1, 1],
      [72, 425, 49, 1, 1],
    ]);
    expect(evaluateHolds(small, 'ok')).toEqual([]);
  });

  describe('post_unavailable', () => {
    it('holds a deleted or private post, saying why, whatever its figures', () => {
      expect(evaluateHolds(series(quietPost()), 'deleted')).toEqual([
        { rule: 'post_unavailable', reason: 'The post was deleted, so its figures can no longer be checked.' },
      ]);
      expect(evaluateHolds([], 'private')).toEqual([
        { rule: 'post_unavailable', reason: 'The post was made private, so its figures can no longer be checked.' },
      ]);
    });
  });

  describe('view_spike', () => {
    it('holds views that jump 5 times the usual daily growth without the likes real viewers leave', () => {
      // 5,000 views in a day against 1,000 a day, with a normal day's 40 likes (0.8% where the post has 4%).
      expect(evaluateHolds(after(24, 5_000, 40, 1, 5), 'ok')).toContainEqual({
        rule: 'view_spike',
        reason:
          "Views rose 5,000 in one day, 5.0 times the post's usual daily growth, but the new views brought only 40 likes (0.8% of them) against the post's usual 4%.",
      });
      expect(rules(after(24, 4_900, 40, 1, 5))).not.toContain('view_spike');
    });

    it('does not hold a viral wave: its new viewers like less than followers but share more', () => {
      const viral = series([...quietPost(), [120, 44_000, 1_416, 29, 320], [144, 60_000, 1_800, 33, 480]]);
      expect(evaluateHolds(viral, 'ok')).toEqual([]);
      // The same jump with likes at 35% of the post's rate and shares at half of it is held.
      expect(rules(after(24, 20_000, 280, 1, 50))).toContain('view_spike');
      expect(rules(after(24, 20_000, 281, 1, 50))).not.toContain('view_spike');
    });

    it('holds views bought with likes at the post’s own rate when no shares come with them', () => {
      expect(evaluateHolds(after(24, 20_000, 800, 1, 0), 'ok')).toContainEqual({
        rule: 'view_spike',
        reason:
          "Views rose 20,000 in one day, 20 times the post's usual daily growth, but the new views brought no shares where the post's earlier views would bring about 100.",
      });
      expect(rules(after(24, 20_000, 800, 1, 20))).toContain('view_spike');
      expect(rules(after(24, 20_000, 800, 1, 21))).not.toContain('view_spike');
    });

    it('measures growth per day, so a gap between fetches is not a spike', () => {
      // 3,000 views without likes or shares: over three days that is the usual pace, over six hours 12 times it.
      expect(rules(after(72, 3_000, 0, 0, 0))).not.toContain('view_spike');
      expect(evaluateHolds(after(6, 3_000, 0, 0, 0), 'ok')).toContainEqual({
        rule: 'view_spike',
        reason:
          "Views rose 3,000 in 6 hours, 12 times the post's usual pace, but the new views brought no likes against the post's usual 4%.",
      });
    });

    it('needs 1,000 new views, and a settled history before them', () => {
      const tiny = series([
        [0, 600, 30, 1, 2],
        [24, 620, 31, 1, 2],
        [48, 640, 32, 1, 2],
        [72, 1_590, 33, 1, 2],
      ]);
      expect(rules(tiny)).not.toContain('view_spike');
      // The first snapshot of a new post: the views counter runs hours behind the likes.
      const lagging = series([
        [0, 100, 500, 5, 4],
        [12, 20_000, 900, 12, 60],
        [36, 30_000, 1_300, 15, 80],
      ]);
      expect(evaluateHolds(lagging, 'ok')).toEqual([]);
    });
  });

  describe('engagement_ratio', () => {
    it('holds likes that arrive without the views to bring them', () => {
      expect(evaluateHolds(after(24, 1_000, 400, 1, 5), 'ok')).toContainEqual({
        rule: 'engagement_ratio',
        reason:
          'Between Mar 5 and Mar 6 the post gained 400 likes on 1,000 new views, where its earlier rate of 4% would bring about 40.',
      });
      // At least 3 times the likes the views bring ...
      expect(rules(after(24, 10_000, 1_200, 10, 50))).toContain('engagement_ratio');
      expect(rules(after(24, 10_000, 1_199, 10, 50))).not.toContain('engagement_ratio');
      // ... and the excess at least 10% of the likes so far (960 -> 96).
      expect(rules(after(24, 1_000, 136, 1, 5))).toContain('engagement_ratio');
      expect(rules(after(24, 1_000, 135, 1, 5))).not.toContain('engagement_ratio');
    });

    it('holds comments beyond creator replies and a conversation', () => {
      // 24 comments: the creator answering every one doubles that; a conversation or two adds up to 20.
      expect(rules(after(24, 1_000, 40, 24 + 1 + 20, 5))).not.toContain('engagement_ratio');
      expect(evaluateHolds(after(24, 1_000, 40, 24 + 2 + 20, 5), 'ok')).toContainEqual({
        rule: 'engagement_ratio',
        reason:
          'Between Mar 5 and Mar 6 the post gained 46 comments, 1.9 times the 24 it had, where its new views would bring about 1.',
      });
    });

    it('holds views spread over days that bring neither likes nor shares', () => {
      // 3,500 bought views a day on top of the organic 1,000, without engagement: no single day jumps 5 times.
      const rows = quietPost(8);
      const [h, v, l, c, s] = rows[rows.length - 1];
      const drip = Array.from({ length: 4 }, (_, d): [number, number, number, number, number] => [
        h + (d + 1) * 24,
        v + (d + 1) * 4_500,
        l + (d + 1) * 40,
        c + d + 1,
        s + (d + 1) * 5,
      ]);
      const found = evaluateHolds(series([...rows, ...drip]), 'ok');
      expect(found.map((f) => f.rule)).toEqual(['engagement_ratio']);
      expect(found[0].reason).toMatch(/^Between Mar \d+ and Mar \d+ the post gained [\d,]+ views but only/);
    });

    it('holds totals outside plausible bounds, once past the first day', () => {
      const likesOf = (likes: number) =>
        series([
          [0, 1_800, likes - 100, 10, 10],
          [24, 2_000, likes, 11, 11],
          [48, 2_050, likes + 2, 11, 11],
        ]);
      expect(evaluateHolds(likesOf(820), 'ok')).toEqual([
        {
          rule: 'engagement_ratio',
          reason: 'The post has 820 likes on 2,000 views (41%), more than the 40% that real audiences reach.',
        },
      ]);
      expect(evaluateHolds(likesOf(790), 'ok')).toEqual([]);
      const viewsWith = (likes: number) =>
        series([
          [0, 90_000, likes - 10, 1, 5],
          [24, 100_000, likes, 1, 5],
          [48, 100_500, likes + 1, 1, 5],
        ]);
      expect(rules(viewsWith(190))).toContain('engagement_ratio');
      expect(rules(viewsWith(210))).not.toContain('engagement_ratio');
    });
  });

  describe('figures_decreased', () => {
    const likesTo = (peak: number, now: number) =>
      series([
        [0, 50_000, peak - 10, 50, 100],
        [24, 50_500, peak, 50, 100],
        [48, 50_600, now, 50, 100],
      ]);

    it('allows a platform spam clean-up of up to 10% of the likes, and holds more', () => {
      expect(evaluateHolds(likesTo(1_000, 940), 'ok')).toEqual([]);
      expect(evaluateHolds(likesTo(1_000, 900), 'ok')).toEqual([]);
      expect(evaluateHolds(likesTo(1_000, 899), 'ok')).toEqual([
        {
          rule: 'figures_decreased',
          reason:
            "Likes fell from 1,000 to 899 (10% fewer) between Mar 2 and Mar 3, more than the 10% that platforms' routine clean-ups remove.",
        },
      ]);
      // A purge of bought likes is far larger than a clean-up, and still held.
      expect(rules(likesTo(1_000, 700))).toEqual(['figures_decreased']);
    });

    it('allows a handful on a small post, and 15% of the comments', () => {
      const small = (now: number) =>
        series([
          [0, 2_000, 70, 5, 10],
          [24, 2_100, 80, 5, 10],
          [48, 2_150, now, 5, 10],
        ]);
      expect(evaluateHolds(small(70), 'ok')).toEqual([]);
      expect(rules(small(69))).toEqual(['figures_decreased']);
      const comments = (now: number) =>
        series([
          [0, 5_000, 200, 90, 10],
          [24, 5_100, 204, 100, 10],
          [48, 5_200, 208, now, 10],
        ]);
      expect(evaluateHolds(comments(85), 'ok')).toEqual([]);
      expect(rules(comments(84))).toEqual(['figures_decreased']);
    });

    it('measures a drop from the highest figure seen, and allows views 5%', () => {
      const views = (now: number) =>
        series([
          [0, 10_000, 400, 5, 20],
          [24, 10_000, 400, 5, 20],
          [48, 9_950, 400, 5, 20],
          [72, now, 400, 5, 20],
        ]);
      expect(evaluateHolds(views(9_500), 'ok')).toEqual([]);
      expect(rules(views(9_499))).toEqual(['figures_decreased']);
    });
  });

  describe('an empty metric (issue 26)', () => {
    const withEmpty = (metric: keyof Omit<MetricsPoint, 'at'>, index: number) =>
      series(quietPost(6)).map((p, i) => (i === index ? { ...p, [metric]: null } : p));

    it('never holds from an unknown metric, wherever it falls in the series', () => {
      for (const metric of ['views', 'likes', 'comments', 'shares'] as const) {
        for (const index of [0, 2, 5]) expect(evaluateHolds(withEmpty(metric, index), 'ok')).toEqual([]);
      }
      // Read as 0, the same empty likes would be a fall of every like the post had.
      expect(rules(series(quietPost(6)).map((p, i) => (i === 3 ? { ...p, likes: 0 } : p)))).toContain(
        'figures_decreased',
      );
    });

    it('still judges the metrics a reading did give', () => {
      const rows = series(quietPost(5));
      const fell = [
        ...rows,
        { ...rows[4], at: new Date(START + 120 * HOUR_MS).toISOString(), views: null, likes: 500 },
      ];
      expect(rules(fell)).toEqual(['figures_decreased']);
    });
  });

  describe('a replaced link (issue 26)', () => {
    // The old video had 20,000+ views; the new one starts from nothing the day after the link was replaced.
    const oldVideo = quietPost(4);
    const newVideo: [number, number, number, number, number][] = [
      [100, 800, 40, 2, 5],
      [124, 3_000, 130, 6, 18],
      [148, 4_000, 170, 8, 24],
    ];
    const replaced = series([...oldVideo, ...newVideo]);
    const linkReplacedAt = new Date(START + 96 * HOUR_MS).toISOString();

    it('starts a new series at the replacement, so the new video is not a fall from the old one', () => {
      expect(rules(replaced)).toContain('figures_decreased');
      expect(evaluateHolds(replaced, 'ok', { linkReplacedAt })).toEqual([]);
    });

    it('judges the new video on its own', () => {
      const bought = series([...oldVideo, ...newVideo, [172, 4_600, 900, 9, 26]]);
      expect(evaluateHolds(bought, 'ok', { linkReplacedAt }).map((f) => f.rule)).toEqual(['engagement_ratio']);
    });
  });

  describe('a released hold (issue 26)', () => {
    // Likes bought at day 5 (held, released by the business), then quiet days, then a second purchase.
    const rows = quietPost(5);
    const [h, v, l, c, s] = rows[rows.length - 1];
    const firstBuy: [number, number, number, number, number] = [h + 24, v + 1_000, l + 400, c + 1, s + 5];
    const quiet = (d: number): [number, number, number, number, number] => [
      h + 24 + d * 24,
      v + 1_000 + d * 1_000,
      l + 440 + d * 40,
      c + 1 + d,
      s + 5 + d * 5,
    ];
    const judgedThrough = { engagement_ratio: new Date(START + (h + 24) * HOUR_MS).toISOString() };

    it('covers the readings it judged: the same evidence is not held again', () => {
      const later = series([...rows, firstBuy, quiet(1), quiet(2), quiet(3)]);
      expect(rules(series([...rows, firstBuy]))).toEqual(['engagement_ratio']);
      expect(evaluateHolds(later, 'ok', { judgedThrough })).toEqual([]);
    });

    it('judges later readings again, so a second purchase raises a new hold', () => {
      const [qh, qv, ql, qc, qs] = quiet(2);
      const secondBuy = series([
        ...rows,
        firstBuy,
        quiet(1),
        quiet(2),
        [qh + 24, qv + 1_000, ql + 600, qc + 1, qs + 5],
      ]);
      const found = evaluateHolds(secondBuy, 'ok', { judgedThrough });
      expect(found.map((f) => f.rule)).toEqual(['engagement_ratio']);
      expect(found[0].reason).toMatch(/gained 600 likes on 1,000 new views/);
    });

    it('measures a fall after the release from the readings it judged', () => {
      const rows: [number, number, number, number, number][] = [
        [0, 50_000, 990, 50, 100],
        [24, 50_500, 1_000, 50, 100],
        [48, 50_600, 700, 50, 100],
        [72, 51_000, 712, 51, 101],
      ];
      expect(rules(series(rows))).toEqual(['figures_decreased']);
      const judgedThrough = { figures_decreased: new Date(START + 48 * HOUR_MS).toISOString() };
      expect(evaluateHolds(series(rows), 'ok', { judgedThrough })).toEqual([]);
      // A second purge after the release is a new fall, from the 712 that followed it.
      const again = evaluateHolds(series([...rows, [96, 51_100, 600, 51, 101]]), 'ok', { judgedThrough });
      expect(again.map((f) => f.reason)).toEqual([expect.stringMatching(/^Likes fell from 712 to 600/)]);
    });
  });

  it('gives at most one finding per rule', () => {
    const rows = quietPost();
    const worst = series([
      ...rows,
      [120, 40_000, 1_000, 300, 0],
      [144, 80_000, 1_010, 600, 0],
      [168, 60_000, 500, 600, 0],
    ]);
    const found = rules(worst);
    expect(new Set(found).size).toBe(found.length);
    expect(found).toEqual(['view_spike', 'engagement_ratio', 'figures_decreased']);
  });

  it('keeps a finding as later snapshots arrive', () => {
    for (const item of generateEvaluationSet(11, { perKind: 4 })) {
      const judge = (n: number) =>
        evaluateHolds(item.readings.slice(0, n), item.availability, item.context).map((f) => f.rule);
      const final = new Set(judge(item.readings.length));
      for (let n = 2; n < item.readings.length; n++) {
        for (const rule of judge(n)) expect(final, `${item.kind} #${item.index}`).toContain(rule);
      }
    }
  });
});

describe('with the creator’s context (issue 26)', () => {
  const postedAt = new Date(START - 2 * HOUR_MS).toISOString();
  /** Twelve recent posts read at submission: likes about 3% of views, comments 4% of likes, shares 10% of likes. */
  const recentMedia = Array.from({ length: 12 }, (_, i) => {
    const views = 8_000 + i * 500;
    const likes = Math.round(views * (0.026 + (i % 5) * 0.002));
    return {
      postedAt: new Date(START - (i + 2) * 3 * 24 * HOUR_MS).toISOString(),
      at: new Date(START).toISOString(),
      views,
      likes,
      comments: Math.round(likes * 0.04),
      shares: Math.round(likes * 0.1),
    };
  });
  const tiktok: HoldContext = { platform: 'tiktok', postedAt, recentMedia, history: [] };

  describe('Instagram’s insights lag (up to 48 h)', () => {
    // Views shown at 24 h are a day behind the likes; the reading two days later shows where they were.
    const lagging = series([
      [0, 600, 300, 10, 20],
      [24, 2_000, 400, 14, 30],
      [48, 9_000, 420, 15, 32],
      [72, 9_300, 425, 15, 33],
    ]);

    it('does not read views catching up as views without likes on Instagram', () => {
      expect(evaluateHolds(lagging, 'ok', { platform: 'instagram', postedAt })).toEqual([]);
    });

    it('holds the same series where counts are live (TikTok)', () => {
      expect(evaluateHolds(lagging, 'ok', { platform: 'tiktok', postedAt }).map((f) => f.rule)).toContain(
        'engagement_ratio',
      );
    });
  });

  describe('unlike_creator', () => {
    const post = (likes: number, comments: number) =>
      series([
        [0, 10_000, likes, comments, 100],
        [24, 11_000, likes + 40, comments + 1, 104],
        [48, 11_500, likes + 55, comments + 2, 106],
      ]);

    it('holds likes far above the creator’s usual rate that came without their comments, saying from what', () => {
      const found = evaluateHolds(post(1_500, 20), 'ok', tiktok);
      expect(found).toEqual([
        {
          rule: 'unlike_creator',
          reason:
            "The post has 1,500 likes on 10,000 views (15%), 5.2 times the 2.9% the creator's posts usually get, without the comments that come with them (from 12 recent posts on the account).",
        },
      ]);
    });

    it('does not hold an audience that likes more and comments more (a giveaway, a post that landed)', () => {
      expect(evaluateHolds(post(1_500, 300), 'ok', tiktok)).toEqual([]);
    });

    it('does not hold a rate within the creator’s spread', () => {
      expect(evaluateHolds(post(450, 10), 'ok', tiktok)).toEqual([]);
    });

    it('judges nothing without the creator’s other posts: no history, no account', () => {
      expect(
        evaluateHolds(post(1_500, 20), 'ok', { platform: 'tiktok', postedAt, history: [], recentMedia: null }),
      ).toEqual([]);
      expect(evaluateHolds(post(1_500, 20), 'ok', { ...tiktok, recentMedia: recentMedia.slice(0, 2) })).toEqual([]);
    });

    it('holds views bought without likes in the post’s first days', () => {
      const bought = series([
        [0, 40_000, 240, 10, 24],
        [24, 41_000, 300, 12, 30],
      ]);
      const found = evaluateHolds(bought, 'ok', tiktok);
      expect(found.map((f) => f.rule)).toEqual(['unlike_creator']);
      expect(found[0].reason).toMatch(/^In its first day the post has 40,000 views but only 240 likes \(0\.6%\)/);
    });

    it('is not raised again once released', () => {
      const judgedThrough = { unlike_creator: new Date(START + 48 * HOUR_MS).toISOString() };
      expect(evaluateHolds(post(1_500, 20), 'ok', { ...tiktok, judgedThrough })).toEqual([]);
    });
  });

  it('judges readings minutes apart and days apart on what they show, never a jump from their spacing', () => {
    // A business refreshing three times in ten minutes, then a round two days later: organic growth throughout.
    const rows = quietPost(4);
    const [h, v, l, c, sh] = rows[rows.length - 1];
    const spaced = series([
      ...rows,
      [h + 0.05, v + 20, l + 1, c, sh],
      [h + 0.1, v + 45, l + 2, c, sh + 1],
      [h + 0.15, v + 60, l + 3, c, sh + 1],
      [h + 48, v + 2_000, l + 80, c + 2, sh + 10],
    ]);
    expect(evaluateHolds(spaced, 'ok', { ...tiktok, postedAt: new Date(START - 2 * HOUR_MS).toISOString() })).toEqual(
      [],
    );
    expect(evaluateHolds(spaced, 'ok')).toEqual([]);
  });

  it('holds shares that came without the likes that bring them (share bots)', () => {
    const found = evaluateHolds(after(24, 1_000, 40, 1, 600), 'ok');
    expect(found.map((f) => f.rule)).toEqual(['engagement_ratio']);
    expect(found[0].reason).toMatch(/gained 600 shares with 40 new likes/);
  });

  describe('holdEvidence', () => {
    it('sets each reading beside what the creator’s other posts had at the same age', () => {
      const evidence = holdEvidence(series([[0, 10_000, 1_500, 20, 100]]), tiktok);
      expect(evidence.basis).toBe('12 recent posts on the account');
      expect(evidence.points).toHaveLength(1);
      const [point] = evidence.points;
      expect(point).toMatchObject({ views: 10_000, likes: 1_500 });
      expect(point.expectedViews).toBeGreaterThan(8_000);
      expect(point.expectedViews).toBeLessThan(14_000);
      // At the creator's median rate (2.9% here).
      const rate = (point.expectedLikes as number) / (point.expectedViews as number);
      expect(rate).toBeGreaterThan(0.028);
      expect(rate).toBeLessThan(0.03);
    });

    it('predicts nothing without other posts, and keeps unknown readings unknown', () => {
      const evidence = holdEvidence(
        [{ at: new Date(START).toISOString(), views: null, likes: 40, comments: 1, shares: 2 }],
        { platform: 'instagram', postedAt },
      );
      expect(evidence).toEqual({
        basis: null,
        points: [
          { at: new Date(START).toISOString(), views: null, likes: 40, expectedViews: null, expectedLikes: null },
        ],
      });
    });
  });
});
