import { OPERATOR_ACTION_LABELS } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuditEntry } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { AuditPage } from './audit-page';

const render = (path = '/ops/audit') => renderAt(path, [{ path: '/ops/audit', element: <AuditPage /> }]);

describe('The operators’ audit at /ops/audit', () => {
  it('lists the actions: when, operator, action, subject, reason', async () => {
    mockApi({
      'GET /api/ops/audit': [200, { entries: [makeAuditEntry('a1')], total: 1, page: 1, pageSize: 50 }],
    });
    render();
    const table = within(await screen.findByRole('region', { name: 'Operator actions' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'When',
      'Operator',
      'Action',
      'Subject',
      'Reason',
    ]);
    expect(table.getByText('ops@demo.microreach.app')).toBeVisible();
    expect(table.getByText(OPERATOR_ACTION_LABELS.report_dismissed)).toBeVisible();
    expect(table.getByText('Nothing wrong in the message.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/ops/audit.csv');
  });

  it('filters by action and dates, and exports the same filters as CSV', async () => {
    const calls = mockApi({
      'GET /api/ops/audit': [200, { entries: [makeAuditEntry('a1')], total: 120, page: 1, pageSize: 50 }],
    });
    render();
    await screen.findByRole('region', { name: 'Operator actions' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), OPERATOR_ACTION_LABELS.user_suspended);
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/ops/audit.csv?action=user_suspended&from=2026-11-01',
      ),
    );
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/ops/audit?action=user_suspended&from=2026-11-01&page=1'));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/ops/audit?action=user_suspended&from=2026-11-01&page=2'));
    // The CSV has every matching line, not one page.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/ops/audit.csv?action=user_suspended&from=2026-11-01',
    );
  });

  it('filters by operator as typed', async () => {
    const calls = mockApi({
      'GET /api/ops/audit': [200, { entries: [], total: 0, page: 1, pageSize: 50 }],
    });
    render();
    await user.type(screen.getByLabelText('Operator'), 'olive@{Enter}');
    expect(await screen.findByText('No operator actions match these filters.')).toBeVisible();
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/ops/audit?operator=olive%40&page=1'));
  });
});
