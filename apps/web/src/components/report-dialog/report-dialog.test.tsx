import { operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectToast } from '#web/test/fixtures/campaign-form';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ReportButton } from './report-button';

const CAMPAIGN_ID = '6f1c1b0e-2a4d-4c43-9a57-2f4f3f0a9b11';
const REPORT = 'POST /api/reports';

function renderButton() {
  renderAt('/browse-campaigns', [
    {
      path: '/browse-campaigns',
      element: (
        <ReportButton subject={{ kind: 'campaign', id: CAMPAIGN_ID, label: 'Autumn Roast' }}>
          Report campaign
        </ReportButton>
      ),
    },
  ]);
}

async function openDialog() {
  await user.click(screen.getByRole('button', { name: 'Report campaign' }));
  return within(await screen.findByRole('dialog', { name: 'Report campaign' }));
}

describe('ReportDialog', () => {
  it('needs a reason, then sends the reason and the note and thanks the reporter', async () => {
    const calls = mockApi({ [REPORT]: [200, { id: 'r1', message: operatorMessages.reportSent }] });
    renderButton();
    const dialog = await openDialog();
    expect(dialog.getByText(/You are reporting Autumn Roast\./)).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expectFieldError(dialog.getByRole('combobox', { name: 'Reason' }), 'Choose a reason for the report.');
    expect(calls).toHaveLength(0);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), '  Asks for a deposit by bank transfer.  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', operatorMessages.reportSent);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: {
          subjectKind: 'campaign',
          subjectId: CAMPAIGN_ID,
          reason: 'scam',
          note: 'Asks for a deposit by bank transfer.',
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Report campaign' })).not.toBeInTheDocument();
  });

  it('sends no note when none is written', async () => {
    const calls = mockApi({ [REPORT]: [200, { id: 'r1', message: operatorMessages.reportSent }] });
    renderButton();
    const dialog = await openDialog();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Spam');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', operatorMessages.reportSent);
    expect(calls[0]?.body).toEqual({ subjectKind: 'campaign', subjectId: CAMPAIGN_ID, reason: 'spam' });
  });

  it('says so when the reporter has sent too many reports, and keeps the dialog open', async () => {
    mockApi({
      [REPORT]: [429, { message: operatorMessages.reportTooMany, code: 'TOO_MANY_REQUESTS' }],
    });
    renderButton();
    const dialog = await openDialog();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Harassment or abuse');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectToast('Error', operatorMessages.reportTooMany);
    expect(screen.getByRole('dialog', { name: 'Report campaign' })).toBeVisible();
  });
});
