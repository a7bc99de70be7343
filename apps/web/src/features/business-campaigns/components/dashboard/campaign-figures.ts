// What a campaign card says about dates, budget and applicants, as pure functions of the server's figures.
import { addDays, dayStartMs, hasEnded } from '@microreach/domain/calendar';
import { daysLeft, ENDS_TODAY_TEXT } from '@microreach/domain/formulas';

/** Share of the total budget already earned by creators, 0-100; 0 when the budget is unset or zero. */
export function budgetUsedPercent(spentCents: number, budgetCents: number | null): number {
  if (!budgetCents || budgetCents <= 0) return 0;
  return clampPercent((spentCents / budgetCents) * 100);
}

/**
 * Share of the campaign's run that has passed, 0-100, from the first moment of the start day to the last moment
 * of the end day; null when either date is missing.
 */
export function timeElapsedPercent(
  startDate: string | null,
  endDate: string | null,
  now: Date = new Date(),
): number | null {
  if (!startDate || !endDate) return null;
  const start = dayStartMs(startDate);
  const end = dayStartMs(addDays(endDate, 1));
  if (end <= start) return 100;
  return clampPercent(((now.getTime() - start) / (end - start)) * 100);
}

/** '12 days left', '1 day left', 'Ends today' on the end date (its last running day), then 'Ended' (B4). */
export function daysLeftLabel(endDate: string, now: Date = new Date()): string {
  if (hasEnded(endDate, now)) return 'Ended';
  const days = daysLeft(endDate, now);
  if (days === 0) return ENDS_TODAY_TEXT;
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

export function applicantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'applicant' : 'applicants'}`;
}

function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}
