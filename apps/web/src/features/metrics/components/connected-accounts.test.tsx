// Issue 30: where the server has no app keys for a platform, the connect area says what that means for the posts.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notAvailableHelp } from '#web/components/unverified-help/unverified-help';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { ConnectedAccounts } from './connected-accounts';

const CONNECTIONS = 'GET /api/creator/connections';
const render = () => renderAt('/', [{ path: '/', element: <ConnectedAccounts /> }]);

describe('Connected accounts on a server without a platform’s keys (issue 30)', () => {
  it('names the platform that cannot be connected and explains Unverified', async () => {
    mockApi({
      [CONNECTIONS]: [
        200,
        [
          { platform: 'instagram', available: false, account: null },
          { platform: 'tiktok', available: true, account: null },
        ],
      ],
    });
    render();
    expect(await screen.findByText(notAvailableHelp(['Instagram']))).toBeVisible();
    expect(screen.getByText('Not available on this server')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect TikTok' })).toBeVisible();
  });

  it('says nothing of the kind when every platform can be connected', async () => {
    mockApi({
      [CONNECTIONS]: [
        200,
        [
          { platform: 'instagram', available: true, account: null },
          { platform: 'tiktok', available: true, account: null },
        ],
      ],
    });
    render();
    expect(await screen.findByRole('button', { name: 'Connect Instagram' })).toBeVisible();
    expect(screen.queryByText(/not available on this server \(/)).not.toBeInTheDocument();
  });
});
