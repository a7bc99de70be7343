// How chat dates a conversation's last message and each message: the time today, the day before that.
import { formatLocalDayShort, formatLocalTime } from '@microreach/domain/formulas';

export function chatTimeLabel(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? formatLocalTime(iso) : formatLocalDayShort(iso);
}
