// Mail's settings as the environment gives them, and the server process itself: in production it refuses to start
// without SMTP_URL unless MAIL_DISABLED=true, and with it starts and serves no mailbox.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { repoRoot } from '#server/lib/package-paths.ts';
import { configureMail, DEFAULT_MAIL_FROM, describeMail, SMTP_TIMEOUTS } from './configure.ts';

const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' } as const;

describe('mail settings', () => {
  it('keeps messages for the mailbox in development without SMTP_URL', () => {
    expect(configureMail(readEnv({}))).toEqual({
      from: DEFAULT_MAIL_FROM,
      delivery: { mode: 'kept', reason: 'no-smtp-url' },
      devMailbox: true,
    });
    expect(DEFAULT_MAIL_FROM).toBe('MicroReach <no-reply@localhost>');
  });

  it('sends over smtp:// or smtps:// with MAIL_FROM', () => {
    const env = readEnv({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'MicroReach <hi@example.com>',
    });
    expect(configureMail(env)).toEqual({
      from: 'MicroReach <hi@example.com>',
      delivery: { mode: 'smtp', url: 'smtps://mailer:s3cret@smtp.example.com:465', timeouts: SMTP_TIMEOUTS },
      devMailbox: true,
    });
    expect(describeMail(configureMail(env))).toBe(
      'Mail is sent through smtps://mailer:***@smtp.example.com:465 as MicroReach <hi@example.com>',
    );
    expect(readEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hi@example.com' }).SMTP_URL).toBe(
      'smtp://127.0.0.1:2525',
    );
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_URL: 'smtp.example.com:25' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ MAIL_FROM: 'MicroReach' }, /MAIL_FROM: MAIL_FROM must be an address or "Name <address>"/],
    [{ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' }, /MAIL_FROM must be an address/],
    [{ MAIL_DISABLED: 'yes' }, /MAIL_DISABLED must be true or false/],
    [{ MAIL_DISABLED: 'true', SMTP_URL: 'smtp://127.0.0.1:25' }, /MAIL_DISABLED=true and SMTP_URL are both set/],
  ])('refuses %j', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });

  it('in production: SMTP_URL with MAIL_FROM, or MAIL_DISABLED=true, and never the mailbox', () => {
    expect(() => readEnv(PRODUCTION)).toThrow(
      /SMTP_URL: Production needs SMTP_URL \(smtp:\/\/ or smtps:\/\/\) to send mail, or MAIL_DISABLED=true/,
    );
    expect(() => readEnv({ ...PRODUCTION, SMTP_URL: 'smtps://smtp.example.com' })).toThrow(
      /MAIL_FROM: Production with SMTP_URL needs MAIL_FROM/,
    );
    const smtp = configureMail(
      readEnv({ ...PRODUCTION, SMTP_URL: 'smtps://smtp.example.com', MAIL_FROM: 'MicroReach <hi@example.com>' }),
    );
    expect(smtp).toMatchObject({ delivery: { mode: 'smtp' }, devMailbox: false });
    const off = configureMail(readEnv({ ...PRODUCTION, MAIL_DISABLED: 'true' }));
    expect(off).toMatchObject({ delivery: { mode: 'kept', reason: 'disabled' }, devMailbox: false });
    expect(describeMail(off)).toBe('Mail is off (MAIL_DISABLED=true): messages are recorded, never sent');
  });
});

/** The server as `npm run dev` runs it (from source), in production, on an embedded database of its own. */
function startServer(env: Record<string, string>, dataDir: string): { child: ChildProcess; output: () => string } {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    ...PRODUCTION,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: 'never',
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the server process in production', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'microreach-mail-start-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  it('refuses to start without SMTP_URL, saying what to set', async () => {
    const { child, output } = startServer({}, await dataDir());
    expect(await exited(child)).toBe(1);
    expect(output()).toContain(
      'SMTP_URL: Production needs SMTP_URL (smtp:// or smtps://) to send mail, or MAIL_DISABLED=true for a deployment that sends no mail',
    );
  }, 60_000);

  it('starts with MAIL_DISABLED=true, says mail is off, and has no /dev/mailbox', async () => {
    const { child, output } = startServer({ MAIL_DISABLED: 'true' }, await dataDir());
    cleanup.push(async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    });
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
    await expect.poll(() => listening.test(output()) || child.exitCode !== null, { timeout: 90_000 }).toBe(true);
    const port = listening.exec(output())?.[1];
    expect(port, output()).toBeDefined();
    expect(output()).toContain('Mail is off (MAIL_DISABLED=true): messages are recorded, never sent');

    const mailbox = await fetch(`http://127.0.0.1:${port}/dev/mailbox`);
    expect(mailbox.status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 120_000);
});
