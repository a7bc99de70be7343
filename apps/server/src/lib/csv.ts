// CSV for the exports (RFC 4180: CRLF lines, fields quoted when they hold a comma, quote or line break). A
// text field that a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is prefixed with a quote.
// Bidirectional overrides and isolates are dropped (issue 32): the forms refuse them now, but text stored before could
// carry one, and in a spreadsheet it reorders the cell (or hides a formula sign from the check above).
import { withoutDirectionControls } from '@microreach/domain/text';

export function csvField(value: string | number): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  const text = withoutDirectionControls(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
