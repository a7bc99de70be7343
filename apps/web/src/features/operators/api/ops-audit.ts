// The operators' own audit (issue 28 item 7): a page of entries for some filters, and the same filters as a CSV.
import type { OperatorAction } from '@microreach/domain/operators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { OPS_API, opsKeys } from './ops-session';

export interface AuditFilters {
  operator?: string;
  action?: OperatorAction;
  subjectUserId?: string;
  from?: string;
  to?: string;
  page: number;
}

/** The filters as a query string, empty ones left out. */
export function auditQueryString(filters: Omit<AuditFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params.toString();
}

/** The CSV download of every entry the filters match (no page). */
export function auditCsvHref(filters: AuditFilters): string {
  const { page: _page, ...rest } = filters;
  const query = auditQueryString(rest);
  return query ? `/api/ops/audit.csv?${query}` : '/api/ops/audit.csv';
}

export function useOperatorAudit(filters: AuditFilters) {
  return useQuery({
    meta: OPS_API,
    queryKey: opsKeys.audit(filters),
    queryFn: () => ok(client.GET('/api/ops/audit', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
}
