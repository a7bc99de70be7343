// The audit page's filters in the query string: ?q= (the operator's email, typed), action, from, to, subjectUserId,
// page. `q` is the search box of lib/use-url-filters; the API names it `operator`.
import { OPERATOR_ACTIONS, type OperatorAction } from '@microreach/domain/operators-rules';
import type { UrlFilters } from '#web/lib/use-url-filters';
import type { AuditFilters } from '../api/ops-audit';

export interface AuditUrlFilters extends UrlFilters {
  action: OperatorAction | '';
  from: string;
  to: string;
  subjectUserId: string;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isAction = (value: string | null): value is OperatorAction =>
  (OPERATOR_ACTIONS as readonly string[]).includes(value ?? '');

export function parseAuditFilters(params: URLSearchParams): AuditUrlFilters {
  const page = Number(params.get('page'));
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  return {
    q: params.get('q')?.trim().slice(0, 320) ?? '',
    action: isAction(action) ? action : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    subjectUserId: params.get('subjectUserId') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function auditFiltersToParams(filters: AuditUrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.subjectUserId) params.set('subjectUserId', filters.subjectUserId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What the API is asked: empty filters left out. */
export function toAuditQuery(filters: AuditUrlFilters): AuditFilters {
  return {
    ...(filters.q && { operator: filters.q }),
    ...(filters.action && { action: filters.action }),
    ...(filters.subjectUserId && { subjectUserId: filters.subjectUserId }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    page: filters.page,
  };
}
