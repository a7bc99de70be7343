// Measures the rules on an evaluation set: each post is judged after every snapshot, as the server does
// (applySafeguards), and is held from its first finding on. Recall per purchase kind, false holds per clean kind, and
// the money at the yardstick rates: honest earnings held, bought earnings paid.
import type { Label, Sample } from './generate.ts';
import { judge } from './judge.ts';
import { TIERS, type Tier } from './ranges.ts';

export interface KindResult {
  label: Label;
  kind: string;
  count: number;
  held: number;
  /** Held / count: recall for a purchase kind, false holds for a clean kind. */
  share: number;
  /** Series whose first finding came from each rule. */
  byRule: Record<string, number>;
  /** Series with no reading at all (nothing to judge, nothing paid). */
  unread: number;
  /** Yardstick cents on the last reading, of all series and of the held ones. */
  paidCents: number;
  heldCents: number;
  /** Yardstick cents of the bought part of the last reading, of all series and of the series not held. */
  boughtCents: number;
  boughtPaidCents: number;
  /** Mean readings per series. */
  readings: number;
}

export interface Totals {
  recall: number;
  falseHoldRate: number;
  /** False holds with the organic kinds weighted by how often they occur (CLEAN_KIND_FREQUENCY), for comparison. */
  falseHoldRateNaturalMix: number;
  /** Bought followers only (no paid figures bought): held share, outside the goal. */
  audienceHeldRate: number;
  cleanCents: number;
  cleanHeldCents: number;
  /** Honest earnings held: clean cents held / clean cents. */
  heldHonestShare: number;
  boughtCents: number;
  boughtPaidCents: number;
  /** Bought money paid: bought cents of series not held / bought cents. */
  boughtPaidShare: number;
}

export interface EvaluationResult extends Totals {
  byKind: KindResult[];
  byTier: { tier: Tier; recall: number; falseHoldRate: number }[];
}

/**
 * Judgement: how often each organic kind occurs among submitted posts. The set has every kind in equal numbers, which
 * weighs a rare defect (an empty metric, a replaced link) as much as an ordinary post; this mix is for a second,
 * closer-to-life figure. The goal is judged on the equal-numbers figure, so no kind can be neglected.
 */
export const CLEAN_KIND_FREQUENCY: Record<string, number> = {
  first_wave: 0.4,
  long_tail: 0.12,
  late_viral: 0.04,
  repost_wave: 0.05,
  giveaway: 0.04,
  debate: 0.04,
  share_heavy: 0.04,
  platform_cleanup: 0.05,
  insights_lag: 0.05,
  empty_metric: 0.03,
  link_replaced: 0.04,
  typed_figures: 0.1,
};

export const GOAL = { recall: 0.95, falseHoldRate: 0.02, boughtPaidShare: 0.02 };

/** The first finding over the post's life: its series judged after each snapshot. */
export function firstFinding(sample: Sample): { rule: string; atReading: number } | null {
  for (let k = 1; k <= sample.series.length; k++) {
    const findings = judge({ ...sample, series: sample.series.slice(0, k) });
    if (findings.length > 0) return { rule: findings[0].rule, atReading: k - 1 };
  }
  return null;
}

export function evaluate(samples: readonly Sample[]): EvaluationResult {
  const kinds = new Map<string, KindResult>();
  const tierCounts = new Map<string, { count: number; held: number }>();
  for (const s of samples) {
    let k = kinds.get(s.kind);
    if (!k) {
      k = {
        label: s.label,
        kind: s.kind,
        count: 0,
        held: 0,
        share: 0,
        byRule: {},
        unread: 0,
        paidCents: 0,
        heldCents: 0,
        boughtCents: 0,
        boughtPaidCents: 0,
        readings: 0,
      };
      kinds.set(s.kind, k);
    }
    const found = firstFinding(s);
    k.count++;
    k.readings += s.series.length;
    if (s.series.length === 0) k.unread++;
    k.paidCents += s.money.paidCents;
    k.boughtCents += s.money.boughtCents;
    if (found) {
      k.held++;
      k.heldCents += s.money.paidCents;
      k.byRule[found.rule] = (k.byRule[found.rule] ?? 0) + 1;
    } else {
      k.boughtPaidCents += s.money.boughtCents;
    }
    const key = `${s.label}:${s.tier}`;
    const t = tierCounts.get(key) ?? { count: 0, held: 0 };
    t.count++;
    if (found) t.held++;
    tierCounts.set(key, t);
  }
  const byKind = [...kinds.values()].map((k) => ({
    ...k,
    share: k.count ? k.held / k.count : 0,
    readings: k.count ? k.readings / k.count : 0,
  }));
  const rate = (label: Label) => {
    const list = byKind.filter((k) => k.label === label);
    const count = list.reduce((s, k) => s + k.count, 0);
    return count ? list.reduce((s, k) => s + k.held, 0) / count : 0;
  };
  const sum = (label: Label, field: 'paidCents' | 'heldCents' | 'boughtCents' | 'boughtPaidCents') =>
    byKind.filter((k) => k.label === label).reduce((s, k) => s + k[field], 0);
  const cleanCents = sum('clean', 'paidCents');
  const cleanHeldCents = sum('clean', 'heldCents');
  const boughtCents = sum('bot', 'boughtCents');
  const boughtPaidCents = sum('bot', 'boughtPaidCents');
  const tierRate = (label: Label, tier: Tier) => {
    const t = tierCounts.get(`${label}:${tier}`);
    return t?.count ? t.held / t.count : 0;
  };
  let weight = 0;
  let weighted = 0;
  for (const k of byKind.filter((x) => x.label === 'clean')) {
    const w = CLEAN_KIND_FREQUENCY[k.kind] ?? 0;
    weight += w;
    weighted += w * k.share;
  }
  return {
    recall: rate('bot'),
    falseHoldRate: rate('clean'),
    falseHoldRateNaturalMix: weight ? weighted / weight : 0,
    audienceHeldRate: rate('audience'),
    cleanCents,
    cleanHeldCents,
    heldHonestShare: cleanCents ? cleanHeldCents / cleanCents : 0,
    boughtCents,
    boughtPaidCents,
    boughtPaidShare: boughtCents ? boughtPaidCents / boughtCents : 0,
    byKind,
    byTier: TIERS.map((tier) => ({ tier, recall: tierRate('bot', tier), falseHoldRate: tierRate('clean', tier) })),
  };
}

export function meetsGoal(r: Totals): boolean {
  return r.recall >= GOAL.recall && r.falseHoldRate <= GOAL.falseHoldRate && r.boughtPaidShare <= GOAL.boughtPaidShare;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const usd = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
const row = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

/** The printed report: headline per seed, then per kind (all seeds together), per tier, and the goal. */
export function formatReport(perSeed: { seed: number; result: EvaluationResult }[], pooled: EvaluationResult): string {
  const out: string[] = [];
  const headWidths = [10, 8, 12, 12, 20, 20];
  out.push(row(['', 'recall', 'false holds', '(life mix)', 'honest $ held', 'bought $ paid'], headWidths));
  for (const { seed, result: r } of [...perSeed, { seed: -1, result: pooled }]) {
    out.push(
      row(
        [
          seed < 0 ? 'all seeds' : `seed ${seed}`,
          pct(r.recall),
          pct(r.falseHoldRate),
          pct(r.falseHoldRateNaturalMix),
          `${pct(r.heldHonestShare)} ${usd(r.cleanHeldCents)}`,
          `${pct(r.boughtPaidShare)} ${usd(r.boughtPaidCents)}`,
        ],
        headWidths,
      ),
    );
  }
  const widths = [26, 7, 7, 8, 9, 12, 12, 40];
  for (const label of ['bot', 'clean', 'audience'] as const) {
    const title =
      label === 'bot'
        ? 'Purchases: held (recall), bought $ and bought $ paid'
        : label === 'clean'
          ? 'Organic: held (false holds), earnings and earnings held'
          : 'Bought followers only (no paid figures bought; outside the goal)';
    out.push('', title);
    out.push(
      row(
        [
          'kind',
          'series',
          'held',
          'share',
          'readings',
          label === 'clean' ? 'earned' : 'bought',
          label === 'clean' ? 'held $' : 'paid $',
          'first rule',
        ],
        widths,
      ),
    );
    for (const k of pooled.byKind.filter((x) => x.label === label)) {
      const rules = Object.entries(k.byRule)
        .sort((a, b) => b[1] - a[1])
        .map(([r, n]) => `${r} ${n}`)
        .join(', ');
      out.push(
        row(
          [
            k.kind,
            String(k.count),
            String(k.held),
            pct(k.share),
            k.readings.toFixed(1),
            usd(label === 'clean' ? k.paidCents : k.boughtCents),
            usd(label === 'clean' ? k.heldCents : k.boughtPaidCents),
            rules,
          ],
          widths,
        ),
      );
    }
  }
  out.push('', row(['tier', 'recall', 'false holds'], [10, 8, 12]));
  for (const t of pooled.byTier) out.push(row([t.tier, pct(t.recall), pct(t.falseHoldRate)], [10, 8, 12]));
  out.push(
    '',
    `Goal: recall >= ${pct(GOAL.recall)}, false holds <= ${pct(GOAL.falseHoldRate)}, bought $ paid <= ${pct(GOAL.boughtPaidShare)}: ${meetsGoal(pooled) ? 'MET' : 'NOT MET'}`,
  );
  return out.join('\n');
}
