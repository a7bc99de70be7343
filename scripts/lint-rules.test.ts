// The lint rules of decision 021 do fail: each is run, as `npm run lint` runs it, on a small tree that breaks it and
// on one that keeps it. The trees are written to a scratch directory with copies of the repository's configurations.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..');
const depcruiseBin = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const biomeBin = join(repo, 'node_modules/@biomejs/biome/bin/biome');

let scratch: string | null = null;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

/** A scratch tree with the repository's lint configurations and the given files. */
function tree(files: Record<string, string>): string {
  scratch = mkdtempSync(join(tmpdir(), 'microreach-lint-'));
  for (const config of ['.dependency-cruiser.cjs', 'tsconfig.depcruise.json', 'tsconfig.base.json']) {
    copyFileSync(join(repo, config), join(scratch, config));
  }
  const biome = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete biome.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(biome));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  return scratch;
}

/** dependency-cruiser's verdict on `dirs` of a scratch tree: the names of the rules broken. */
async function boundaries(dir: string, dirs: string[]): Promise<string[]> {
  const result = await run(
    process.execPath,
    [depcruiseBin, ...dirs, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: dir },
  ).catch((err: { stdout: string }) => err);
  const report = JSON.parse(result.stdout) as { summary: { violations: Array<{ rule: { name: string } }> } };
  return report.summary.violations.map((v) => v.rule.name).sort();
}

/** Biome's lint of a scratch tree: the rule names it reports. */
async function biomeRules(dir: string): Promise<string[]> {
  const result = await run(process.execPath, [biomeBin, 'lint', '--reporter=json', '.'], { cwd: dir }).catch(
    (err: { stdout: string }) => err,
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Array<{ category: string; severity: string }> };
  return report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.category);
}

describe('import boundaries (npm run boundaries)', () => {
  it('refuses a web feature that imports another feature, and lets a route compose them', async () => {
    const dir = tree({
      'apps/web/src/features/chat/components/chat-page.ts':
        "import { x } from '../../notifications/api/keys.ts';\nexport const y = x;\n",
      'apps/web/src/features/notifications/api/keys.ts': 'export const x = 1;\n',
      'apps/web/src/app/routes/chat.ts':
        "import { y } from '../../features/chat/components/chat-page.ts';\nimport { x } from '../../features/notifications/api/keys.ts';\nexport const z = x + y;\n",
    });
    expect(await boundaries(dir, ['apps'])).toEqual(['web-feature-imports-feature']);
  });

  it('refuses a feature, a shared component or lib that reaches up into app/', async () => {
    const dir = tree({
      'apps/web/src/app/theme.ts': 'export const theme = 1;\n',
      'apps/web/src/features/marketing/style.ts':
        "import { theme } from '../../app/theme.ts';\nexport const s = theme;\n",
      'apps/web/src/lib/format.ts': "import { theme } from '../app/theme.ts';\nexport const f = theme;\n",
    });
    expect(await boundaries(dir, ['apps'])).toEqual(['web-imports-up-into-app', 'web-imports-up-into-app']);
  });

  it('refuses an import cycle, type-only imports included', async () => {
    const dir = tree({
      'apps/server/src/plugins/auth.ts':
        "import type { Cache } from '../modules/auth/cache.ts';\nexport type Row = { c?: Cache };\n",
      'apps/server/src/modules/auth/cache.ts':
        "import type { Row } from '../../plugins/auth.ts';\nexport type Cache = Map<string, Row>;\n",
    });
    expect(await boundaries(dir, ['apps'])).toEqual(['no-circular']);
  });

  it("refuses the server's lib/ importing a module or a plugin, and db/ using a module's internals", async () => {
    const dir = tree({
      'apps/server/src/modules/chat/chat.service.ts': 'export const send = 1;\n',
      'apps/server/src/modules/ledger/ledger.service.ts': 'export const transfer = 1;\n',
      'apps/server/src/modules/ledger/providers/test-mode.ts': 'export const id = 1;\n',
      'apps/server/src/lib/hub.ts': "import { send } from '../modules/chat/chat.service.ts';\nexport const h = send;\n",
      'apps/server/src/db/seed.ts':
        "import { transfer } from '../modules/ledger/ledger.service.ts';\nimport { id } from '../modules/ledger/providers/test-mode.ts';\nexport const s = transfer + id;\n",
    });
    expect(await boundaries(dir, ['apps'])).toEqual([
      'server-db-imports-module-internals',
      'server-lib-imports-modules-or-plugins',
    ]);
  });

  it("refuses the server's production code importing its test support, and lets tests and scripts use it", async () => {
    const dir = tree({
      'apps/server/src/test/support/fake-stripe.ts': 'export const startFakeStripe = 1;\n',
      'apps/server/src/modules/ledger/configure.ts':
        "import { startFakeStripe } from '../../test/support/fake-stripe.ts';\nexport const c = startFakeStripe;\n",
      'apps/server/src/modules/ledger/providers/stripe.test.ts':
        "import { startFakeStripe } from '../../../test/support/fake-stripe.ts';\nexport const t = startFakeStripe;\n",
      'apps/server/src/test/harness.ts':
        "import { startFakeStripe } from './support/fake-stripe.ts';\nexport const h = startFakeStripe;\n",
      'apps/server/scripts/fake-services.ts':
        "import { startFakeStripe } from '../src/test/support/fake-stripe.ts';\nexport const s = startFakeStripe;\n",
    });
    expect(await boundaries(dir, ['apps'])).toEqual(['server-imports-test-support']);
  });

  it('passes the repository itself', async () => {
    const result = await run(
      process.execPath,
      [
        depcruiseBin,
        'apps/web/src',
        'apps/server/src',
        'packages/domain',
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
      ],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(result.stdout) as { summary: { violations: unknown[]; totalCruised: number } };
    expect(report.summary.violations).toEqual([]);
    expect(report.summary.totalCruised).toBeGreaterThan(300);
  }, 60_000);
});

describe('environment variables (npm run lint)', () => {
  it('refuses process.env outside env.ts, and allows it in env.ts and tests', async () => {
    const dir = tree({
      'apps/server/src/modules/metrics/metrics.service.ts': 'export const url = process.env.METRICS_URL;\n',
      'apps/server/src/env.ts': 'export const port = process.env.PORT;\n',
      'apps/server/src/modules/metrics/metrics.service.test.ts': 'export const url = process.env.DATABASE_URL;\n',
    });
    expect(await biomeRules(dir)).toEqual(['lint/style/noProcessEnv']);
  });
});
