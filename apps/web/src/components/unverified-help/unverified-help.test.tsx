// Issue 30: "Unverified" says what it means and who can change it, on request, by mouse or keyboard.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { notAvailableHelp, UnverifiedHelp, unverifiedHelp } from './unverified-help';

const render = (audience: 'business' | 'creator') =>
  renderAt('/', [{ path: '/', element: <UnverifiedHelp audience={audience} /> }]);

describe('UnverifiedHelp', () => {
  it('tells a business the figures are its own and only the creator can verify them', async () => {
    render('business');
    expect(screen.queryByText(unverifiedHelp.business)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What does unverified mean?' }));
    expect(await screen.findByText(unverifiedHelp.business)).toBeVisible();
    expect(unverifiedHelp.business).toMatch(/Only the creator can change this/);
  });

  it('tells a creator the brand entered them, that they count, and how to verify them; the keyboard opens it', async () => {
    render('creator');
    await user.tab();
    expect(screen.getByRole('button', { name: 'What does unverified mean?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(unverifiedHelp.creator)).toBeVisible();
    expect(unverifiedHelp.creator).toMatch(/still count toward your earnings/);
  });

  it('names the platforms a server cannot connect to', () => {
    expect(notAvailableHelp(['Instagram'])).toBe(
      'Connecting Instagram is not available on this server (it has no app keys for it), so the figures of your Instagram posts read Unverified: the brand enters them from what it sees on the post, and they still count toward your earnings. There is nothing you need to do.',
    );
    expect(notAvailableHelp(['Instagram', 'TikTok'])).toMatch(/^Connecting Instagram and TikTok .* for them\)/);
  });
});
