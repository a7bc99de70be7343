// The one place the evaluation calls the hold rules. Today's signature takes the series, the post's availability and
// the options of issue 26's item 2; item 1 adds the context (generate.ts, HoldContext).
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
  return evaluateHolds(sample.readings.slice(0, sample.series.length), sample.availability, {
    linkReplacedAt: sample.context.linkReplacedAt,
  });
}
