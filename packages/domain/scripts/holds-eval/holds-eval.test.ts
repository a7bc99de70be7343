import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateHolds } from '@microreach/domain/metrics-holds';
import { describe, expect, it } from 'vitest';
import { generateEvaluationSet, KINDS, type Sample } from './generate.ts';
import { judge } from './judge.ts';
import { evaluate } from './report.ts';
import { SCHEDULE } from './schedule.ts';

const here = dirname(fileURLToPath(import.meta.url));
const PER_KIND = 4;
const set = generateEvaluationSet(11, { perKind: PER_KIND });

describe('the holds evaluation set', () => {
  it('is the same for a seed and differs between seeds', () => {
    expect(generateEvaluationSet(11, { perKind: PER_KIND })).toEqual(set);
    const other = generateEvaluationSet(12, { perKind: PER_KIND });
    expect(other.map((s) => s.series)).not.toEqual(set.map((s) => s.series));
  });

  it('generates every kind, purchases with bought figures in what is paid and organic kinds without', () => {
    const all = Object.values(KINDS).flat();
    expect(all.length).toBeGreaterThanOrEqual(12 + 17);
    for (const kind of all) expect(set.filter((s) => s.kind === kind)).toHaveLength(PER_KIND);
    for (const kind of KINDS.bot) {
      expect(
        set.some((s) => s.kind === kind && s.money.boughtCents > 0),
        kind,
      ).toBe(true);
    }
    for (const s of set.filter((x) => x.label !== 'bot')) expect(s.money.boughtCents).toBe(0);
  });

  it('reads a post only at the moments the product fetches it, inside its window', () => {
    const big = generateEvaluationSet(3, { perKind: 10 });
    for (const s of big) {
      const fetches = s.windows.flatMap((w) => w.fetches.map((f) => ({ ...f, w })));
      expect(s.readings.map((r) => r.at)).toEqual(fetches.map((f) => new Date(f.atMs).toISOString()));
      for (const [i, f] of fetches.entries()) {
        expect(f.atMs).toBeGreaterThan(f.w.submittedAtMs);
        expect(f.atMs).toBeLessThan(f.w.endsAtMs);
        expect(f.atMs % 60_000).toBe(0);
        if (f.via === 'round') {
          // The daily round at 03:00 UTC, drained within minutes (plus a retry's backoff).
          const minutes = (f.atMs / 60_000) % 1440;
          expect(minutes).toBeGreaterThanOrEqual(SCHEDULE.roundHourUtc * 60);
          expect(minutes).toBeLessThanOrEqual(SCHEDULE.roundHourUtc * 60 + SCHEDULE.roundSpreadMin + 8);
        }
        expect(s.readings[i].source).toBe(f.via === 'typed' ? 'manual' : s.platform);
      }
      for (const w of s.windows) {
        // At most 72 h of review, then at most 7 days of tracking (plus the 10-minute sweep).
        expect(w.approvedAtMs - w.submittedAtMs).toBeLessThanOrEqual((72 * 60 + 10) * 60_000);
        expect(w.endsAtMs - w.approvedAtMs).toBeLessThanOrEqual((7 * 1440 + 10) * 60_000);
      }
    }
  });

  it('takes the daily round at the hour the server schedules it', () => {
    const service = readFileSync(join(here, '../../../../apps/server/src/modules/metrics/metrics.service.ts'), 'utf8');
    expect(service).toContain(`METRICS_ROUND_CRON = '0 ${SCHEDULE.roundHourUtc} * * *'`);
  });

  it('gives each post the context the rules will take', () => {
    for (const s of set) {
      const c = s.context;
      expect(c.platform).toBe(s.platform);
      expect(Date.parse(c.postedAt)).toBeLessThan(Date.parse(c.submittedAt));
      expect(c.verifiedFollowers === null).toBe(s.kind === 'typed_figures');
      expect(c.recentMedia === null).toBe(s.kind === 'typed_figures');
      expect(c.linkReplacedAt !== null).toBe(s.kind === 'link_replaced');
      for (const h of c.history) expect(Date.parse(h.submittedAt)).toBeLessThan(Date.parse(c.postedAt));
    }
  });

  it('draws nothing from the rules: only judge.ts imports them, and no file names their thresholds', () => {
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources).toContain('judge.ts');
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8');
      expect(text, file).not.toMatch(/HOLD_THRESHOLDS|HOLD_RULES/);
      const imports = [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]);
      const rules = imports.filter((path) => path.includes('metrics-holds'));
      if (file === 'judge.ts') {
        expect(rules).toEqual(['@microreach/domain/metrics-holds']);
        expect(text).toMatch(/import \{ evaluateHolds \} from/);
      } else {
        expect(rules, file).toEqual([]);
      }
    }
  });

  it('judges a sample with the rules as the product calls them, after every snapshot', () => {
    const s = set.find((x) => x.series.length > 2) as Sample;
    expect(judge(s)).toEqual(evaluateHolds(s.readings, s.availability, s.context));
    const result = evaluate(set);
    const bots = result.byKind.filter((k) => k.label === 'bot');
    expect(bots.reduce((n, k) => n + k.count, 0)).toBe(KINDS.bot.length * PER_KIND);
    expect(result.boughtPaidCents).toBeLessThanOrEqual(result.boughtCents);
    expect(result.cleanHeldCents).toBeLessThanOrEqual(result.cleanCents);
  });

  /**
   * The floor (issue 26, item 4): what the rules reach, so that a change can only raise it. Seed 404 is not one of the
   * three `npm run eval:holds` reports; 100 series per kind. The goal (recall >= 95%, false holds <= 2%, bought money
   * paid <= 2%) is not met: see docs/performance.md for the figures and what is left.
   */
  it('keeps the rules at or above the floor they reached (seed 404, 100 per kind)', () => {
    const r = evaluate(generateEvaluationSet(404, { perKind: 100 }));
    expect(r.recall).toBeGreaterThanOrEqual(0.461);
    expect(r.falseHoldRate).toBeLessThanOrEqual(0.01);
    expect(r.boughtPaidShare).toBeLessThanOrEqual(0.529);
    expect(r.cleanHeldCents / r.cleanCents).toBeLessThanOrEqual(0.0068);
  }, 120_000);
});
