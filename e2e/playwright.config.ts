import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3211);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * ENGINE_TESTS_ONLY=1 (.ci/run's second pass, on PostgreSQL) leaves out the specs about presentation alone (axe over
 * every page, the landing pages, the route table, text casing, phone toasts, sign-up wording, the business guide):
 * the same build ran them on the first pass against the same server code, and what they check does not depend on
 * the database engine. Every spec that moves data, money, messages or jobs runs on both (docs/performance.md, "CI
 * time"; vitest.config.ts does the same for the Vitest projects).
 */
const PRESENTATION_SPECS = [
  'accessibility',
  'landing',
  'navigation',
  'text-casing',
  'phone-toasts',
  'phone-menus',
  'sign-up-messages',
  'business-help',
];

export default defineConfig({
  testDir: 'tests',
  testIgnore: process.env.ENGINE_TESTS_ONLY === '1' ? PRESENTATION_SPECS.map((name) => `**/${name}.spec.ts`) : [],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A guard against a hang, not a speed goal: CI's machines differ by twice in speed from one run to the next (a full
  // run took 28 min on one and 56 on another), and on the slower one a two-person scenario of 20-30 s ran past 30 s
  // (content-review.spec.ts, at 30.6 and 31.5 s). The longest scenarios also mark themselves slow (three times this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The app as built by `npm run build`, on its own port and its own fresh data dir (see start-server.mjs).
    command: 'node e2e/start-server.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/auth/session`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      SEED: 'auto',
      AUTH_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
