import { operatorMessages } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '#web/test/fixtures/campaign-form';
import { makePublicProfile } from '#web/test/fixtures/public-profile';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { InfluencerProfileDialog } from './influencer-profile-dialog';

const CREATOR_ID = '2d7b4e0a-8b2c-4f9a-9e3d-5c4f6a7b8c9d';

describe('InfluencerProfileDialog: reporting the profile (issue 28)', () => {
  it('offers Report profile under the profile and sends a report about this person', async () => {
    const calls = mockApi({
      [`GET /api/profiles/${CREATOR_ID}`]: [200, makePublicProfile({ id: CREATOR_ID })],
      'POST /api/reports': [200, { id: 'r1', message: operatorMessages.reportSent }],
    });
    renderAt('/find-influencers', [
      {
        path: '/find-influencers',
        element: <InfluencerProfileDialog userId={CREATOR_ID} opened onClose={() => {}} />,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Report profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report profile' }));
    expect(dialog.getByText(/You are reporting Mia Lens’s profile\./)).toBeVisible();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Impersonation');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', operatorMessages.reportSent);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: { subjectKind: 'profile', subjectId: CREATOR_ID, reason: 'impersonation' },
      },
    ]);
  });
});
