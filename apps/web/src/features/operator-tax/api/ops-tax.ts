// The operators' yearly tax export (issue 29 item 5): a download, not a query (the browser sends the console's
// session cookie with it, and the server writes the export into the operators' audit).

/** The export of `year`: one line per creator with a withdrawal that did not fail, the tax id masked. */
export function taxPayoutsCsvHref(year: number): string {
  return `/api/ops/tax/payouts.csv?year=${year}`;
}
