// Measures the hold rules (src/metrics-holds.ts) on an evaluation that models the product's window and inputs
// (holds-eval/, README.md there): recall per purchase kind, false holds per organic kind, the money held and paid
// wrongly at the yardstick rates. Exits 1 unless the goal is met (recall >= 95%, false holds <= 2%, bought $ paid <= 2%).
//   npm run eval:holds                       the table
//   npm run eval:holds -- --json             the results as JSON on stdout
//   npm run eval:holds -- --json=FILE        the table, and the results written to FILE
//   npm run eval:holds -- --per-kind=N --seeds=1,2,3
import { writeFileSync } from 'node:fs';
import { generateEvaluationSet } from './holds-eval/generate.ts';
import { type EvaluationResult, evaluate, formatReport, GOAL, meetsGoal } from './holds-eval/report.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? ''] as const;
  }),
);
const SEEDS = (args.get('seeds') || '101,202,303').split(',').map(Number);
const PER_KIND = Number(args.get('per-kind') || 300);
const json = args.get('json');

const started = performance.now();
const perSeed: { seed: number; result: EvaluationResult }[] = [];
const all = [];
for (const seed of SEEDS) {
  const set = generateEvaluationSet(seed, { perKind: PER_KIND });
  perSeed.push({ seed, result: evaluate(set) });
  all.push(...set);
}
const pooled = evaluate(all);
const seconds = (performance.now() - started) / 1000;

const results = {
  generatedAt: new Date().toISOString(),
  seeds: SEEDS,
  perKind: PER_KIND,
  yardstick: { centsPerView: 0.5, centsPerEngagement: 5 },
  goal: GOAL,
  met: meetsGoal(pooled),
  seconds: Math.round(seconds * 10) / 10,
  pooled,
  perSeed,
};
if (json === '') {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  console.log(
    `${SEEDS.length} seeds x ${PER_KIND} series per kind (${all.length.toLocaleString('en-US')} series, ${seconds.toFixed(0)} s)\n`,
  );
  console.log(formatReport(perSeed, pooled));
  if (json) {
    writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults written to ${json}`);
  }
}
if (!results.met) process.exitCode = 1;
