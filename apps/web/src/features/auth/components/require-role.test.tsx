import type { CurrentUser } from '@microreach/domain/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { RequireRole } from './require-role';

const business: CurrentUser = {
  id: 'b',
  email: 'b@x.co',
  name: 'B',
  role: 'SMB',
  companyName: 'B Co',
  profilePicture: null,
  emailConfirmed: true,
};
const creator: CurrentUser = {
  id: 'c',
  email: 'c@x.co',
  name: 'C',
  role: 'Influencer',
  companyName: null,
  profilePicture: null,
  emailConfirmed: true,
};

const routes = [
  {
    path: '/smb-dashboard',
    element: (
      <RequireRole allow="SMB" messages={{ signedOut: { title: 'Authentication required', message: 'Please log in' } }}>
        <h1>Campaign Dashboard</h1>
      </RequireRole>
    ),
  },
  {
    path: '/chat-business',
    element: (
      <RequireRole
        allow="SMB"
        messages={{
          otherRole: {
            to: () => '/chat-creator',
            title: 'Access Denied',
            message: 'This page is only accessible to business users.',
          },
        }}
      >
        <h1>Business Messages</h1>
      </RequireRole>
    ),
  },
  { path: '/auth', element: <h1>Auth</h1> },
  { path: '/influencer-dashboard', element: <h1>Creator Dashboard</h1> },
  { path: '/chat-creator', element: <h1>Creator Messages</h1> },
];

describe('RequireRole', () => {
  it('shows the page to its role, after a loader announced as a status while the session loads', async () => {
    mockApi({ 'GET /api/auth/session': [200, { user: business }] });
    renderAt('/smb-dashboard', routes);
    // A labelled span needs a role (axe: aria-prohibited-attr); 'status' also tells screen readers it is loading.
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth with the role preset, and toasts the page message', async () => {
    mockApi({ 'GET /api/auth/session': [200, { user: null }] });
    renderAt('/smb-dashboard', routes);
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/auth?role=smb'));
    expect(await screen.findByText('Please log in')).toBeVisible();
  });

  it('sends the other role to its own dashboard', async () => {
    mockApi({ 'GET /api/auth/session': [200, { user: creator }] });
    renderAt('/smb-dashboard', routes);
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/influencer-dashboard'));
  });

  it('sends a creator from the business chat to the creator chat with "Access Denied"', async () => {
    mockApi({ 'GET /api/auth/session': [200, { user: creator }] });
    renderAt('/chat-business', routes);
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/chat-creator'));
    expect(await screen.findByText('Access Denied')).toBeVisible();
    expect(screen.getByText('This page is only accessible to business users.')).toBeVisible();
  });
});
