import { operatorMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR, queueOf, SIGNED_IN, SIGNED_OUT } from '#web/test/fixtures/operators';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { OpsShell } from './ops-shell';
import { EMPTY_QUEUE_TEXT, QueuePage } from './queue-page';

const render = () =>
  renderAt('/ops', [
    {
      path: '/ops',
      element: (
        <OpsShell>
          <QueuePage />
        </OpsShell>
      ),
    },
  ]);
const signInForm = () => within(screen.getByRole('form', { name: 'Operator sign-in' }));
const codeForm = () => within(screen.getByRole('form', { name: 'Authenticator code' }));

async function signIn(email = OPERATOR.email, password = 'demo-password-1') {
  await screen.findByRole('form', { name: 'Operator sign-in' });
  await user.type(signInForm().getByLabelText(/^Email/), email);
  await user.type(signInForm().getByLabelText(/^Password/), password);
  await user.click(signInForm().getByRole('button', { name: 'Sign in' }));
}

describe('The console’s sign-in at /ops', () => {
  it('signs an operator in with email and password, then shows the console', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_OUT],
      'POST /api/auth/ops/sign-in': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([])],
    });
    render();
    expect(await screen.findByRole('heading', { name: 'MicroReach Operations' })).toBeVisible();
    expect(screen.queryByText(/role/i)).toBeNull();
    await signIn();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    const nav = within(screen.getByRole('navigation', { name: 'Console' }));
    expect(nav.getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/ops');
    expect(nav.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/ops/people');
    expect(nav.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/ops/audit');
    expect(nav.getByRole('link', { name: 'Tax export' })).toHaveAttribute('href', '/ops/tax');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(calls.find((c) => c.path === '/api/auth/ops/sign-in')?.body).toEqual({
      email: OPERATOR.email,
      password: 'demo-password-1',
    });
  });

  it('checks the fields first, and tells wrong credentials', async () => {
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_OUT],
      'POST /api/auth/ops/sign-in': [401, { code: 'UNAUTHORIZED', message: operatorMessages.signInFailed }],
    });
    render();
    await screen.findByRole('form', { name: 'Operator sign-in' });
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await signIn(OPERATOR.email, 'wrong-password');
    expect(await screen.findByText(operatorMessages.signInFailed)).toBeVisible();
    expect(signInForm().getByLabelText(/^Email/)).toBeVisible();
  });

  it('sets the authenticator up from a QR code and its secret, then takes the 6-digit code', async () => {
    const setup = { operator: OPERATOR, secondFactor: 'setup' } as const;
    const calls = mockApi({
      'GET /api/auth/ops/session': [200, setup],
      'POST /api/auth/ops/second-factor/setup': [
        200,
        {
          otpauthUri: 'otpauth://totp/MicroReach:ops?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>',
        },
      ],
      'POST /api/auth/ops/second-factor': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? [200, { operator: OPERATOR, secondFactor: 'passed' }]
          : [400, { code: 'VALIDATION_ERROR', message: operatorMessages.secondFactorWrong }],
      'GET /api/ops/queue': [200, queueOf([])],
    });
    render();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await user.type(codeForm().getByLabelText(/^6-digit code/), '12');
    await user.click(codeForm().getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(operatorMessages.secondFactorRequired, { selector: '.mantine-InputWrapper-error' }),
    ).toBeVisible();
    await user.clear(codeForm().getByLabelText(/^6-digit code/));
    await user.type(codeForm().getByLabelText(/^6-digit code/), '654321');
    await user.click(codeForm().getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(operatorMessages.secondFactorWrong)).toBeVisible();
    await user.clear(codeForm().getByLabelText(/^6-digit code/));
    await user.type(codeForm().getByLabelText(/^6-digit code/), '123456');
    await user.click(codeForm().getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/auth/ops/second-factor').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('asks only for the code once the authenticator is set up', async () => {
    const calls = mockApi({ 'GET /api/auth/ops/session': [200, { operator: OPERATOR, secondFactor: 'verify' }] });
    render();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(codeForm().getByLabelText(/^6-digit code/)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/ops/session']);
  });

  it('goes back to the sign-in, saying why, when the session ended while idle', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [401, { code: 'UNAUTHORIZED', message: operatorMessages.sessionIdle }],
    });
    render();
    expect(await screen.findByText(operatorMessages.sessionIdle)).toBeVisible();
    expect(signInForm().getByLabelText(/^Email/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('goes to the code step when a route asks for the second factor', async () => {
    let session: typeof SIGNED_IN = SIGNED_IN;
    mockApi({
      'GET /api/auth/ops/session': () => [200, session],
      'GET /api/ops/queue': () => {
        session = { operator: OPERATOR, secondFactor: 'verify' };
        return [403, { code: 'SECOND_FACTOR_REQUIRED', message: operatorMessages.secondFactorRequired }];
      },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
  });

  it('signs out', async () => {
    mockApi({
      'GET /api/auth/ops/session': [200, SIGNED_IN],
      'GET /api/ops/queue': [200, queueOf([])],
      'POST /api/auth/sign-out': [204, null],
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signInForm().getByLabelText(/^Email/)).toBeVisible());
  });
});
