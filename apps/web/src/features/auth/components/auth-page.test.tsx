import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../../test/render';
import { AuthPage } from './auth-page';

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/smb-dashboard', element: <h1>SMB dashboard</h1> },
  { path: '/influencer-profile-settings', element: <h1>Creator settings</h1> },
];

describe('AuthPage', () => {
  it('defaults to the business role and the Sign In tab', () => {
    stubApi({});
    renderAt('/auth', routes);
    expect(screen.getByRole('heading', { name: 'Join the Marketplace' })).toBeTruthy();
    expect(screen.getByText('Choose your role to get started')).toBeTruthy();
    expect(screen.getByText('Selected: Business Account')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: /Business Create campaigns/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('presets role and tab from the query and shows each role its own fields', () => {
    stubApi({});
    renderAt('/auth?role=influencer&tab=signup', routes);
    expect(screen.getByText('Selected: Influencer Account')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Date of Birth')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Product Reviews' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sports & Fitness' })).toBeTruthy();
    expect(screen.queryByLabelText(/Company Name/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Business Create campaigns/ }));
    expect(screen.getByText('Selected: Business Account')).toBeTruthy();
    expect(screen.getByLabelText(/Company Name/)).toBeTruthy();
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    expect(screen.getByLabelText('location').textContent).toBe('/auth?role=smb&tab=signup');
  });

  it('shows the spec role-mismatch message as it comes from the server', async () => {
    const message = 'This account is registered as an Influencer. Please use the correct login page.';
    stubApi({ 'POST /api/auth/sign-in': [403, { statusCode: 403, message, code: 'ROLE_MISMATCH' }] });
    renderAt('/auth?role=smb', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'mia@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'whatever-it-is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/auth?role=smb');
  });

  it('prefixes other sign-in failures with "Sign in failed:"', async () => {
    stubApi({ 'POST /api/auth/sign-in': [401, { statusCode: 401, message: 'Invalid email or password' }] });
    renderAt('/auth', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed: Invalid email or password')).toBeTruthy();
  });

  it('shows "Signing in..." while busy, then welcomes back and goes to the dashboard after 1 s', async () => {
    let resolve: (r: Response) => void = () => {};
    globalThis.fetch = (() => new Promise<Response>((r) => (resolve = r))) as typeof fetch;
    renderAt('/auth?role=smb', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'right-one-here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const user = { id: 'u1', email: 'a@b.co', name: 'A', role: 'SMB', companyName: 'A Co', profilePicture: null };
    resolve(new Response(JSON.stringify({ user }), { status: 200 }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Redirecting to your business dashboard...')).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/auth?role=smb');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/smb-dashboard'), {
      timeout: 2000,
    });
  });

  it('signs an influencer up with the role fields, clears the form and goes to profile settings after 1.5 s', async () => {
    const user = {
      id: 'u2',
      email: 'm@x.co',
      name: 'Mia',
      role: 'Influencer',
      companyName: null,
      profilePicture: null,
    };
    const calls = stubApi({ 'POST /api/auth/sign-up': [201, { user }] });
    renderAt('/auth?role=influencer&tab=signup', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'm@x.co' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'violet-harbor-lantern-42' } });
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Mia' } });
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1999-05-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unboxing' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Technology' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome to MicroReach!')).toBeTruthy();
    expect(calls[0].body).toMatchObject({
      role: 'influencer',
      email: 'm@x.co',
      name: 'Mia',
      dateOfBirth: '1999-05-01',
      preferredContentTypes: ['unboxing'],
      preferredIndustries: ['technology'],
    });
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/influencer-profile-settings'), {
      timeout: 2500,
    });
  });

  it('shows "Authentication failed:" with the password reasons on a weak password', async () => {
    stubApi({
      'POST /api/auth/sign-up': [
        400,
        { statusCode: 400, message: 'Password is too weak: This is a commonly used password.', code: 'WEAK_PASSWORD' },
      ],
    });
    renderAt('/auth?tab=signup', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'w@x.co' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'W' } });
    fireEvent.change(screen.getByLabelText(/Company Name/), { target: { value: 'W Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Authentication failed: Password is too weak: This is a commonly used password.'),
    ).toBeTruthy();
  });

  it('checks the sign-up with the domain schema first: a name of only spaces is named in a sentence, nothing is sent', async () => {
    const calls = stubApi({});
    renderAt('/auth?tab=signup', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'violet-harbor-lantern-42' } });
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(/Company Name/), { target: { value: 'Ana Bakes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Authentication failed: Enter your name.')).toBeTruthy();
    expect(calls).toEqual([]);
    // The form keeps what was typed, so the person can correct it.
    expect((screen.getByLabelText(/Company Name/) as HTMLInputElement).value).toBe('Ana Bakes');
  });

  it('names an email address that the browser lets through but the server would refuse, in a sentence', async () => {
    const calls = stubApi({});
    renderAt('/auth?role=influencer&tab=signup', routes);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'mia@example' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'violet-harbor-lantern-42' } });
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Mia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Authentication failed: Enter a valid email address.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
