// The one place the evaluation calls the hold rules: the series, the post's availability and the context of issue 26's
// item 1 (generate.ts, HoldContext; documented in src/metrics-holds.ts).
import { evaluateHolds } from '@microreach/domain/metrics-holds';
import type { Sample } from './generate.ts';

export interface Finding {
  rule: string;
  reason: string;
}

export type Judged = Pick<Sample, 'series' | 'readings' | 'availability' | 'context'>;

/**
 * Judges the readings as the platform gave them (an empty metric is null, as the server now stores it), from the
 * latest link change. `report.ts` judges after each snapshot by cutting `series`; `readings` is the same list with
 * its nulls, so it is cut to the same length.
 */
export function judge(sample: Judged): Finding[] {
  return evaluateHolds(sample.readings.slice(0, sample.series.length), sample.availability, sample.context);
}
