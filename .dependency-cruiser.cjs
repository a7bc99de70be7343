// The import boundaries of MicroReach (decision 021), checked by `npm run boundaries` in `npm run lint` and CI.
// Features are composed by routes; shared code never reaches back up; the server's lib/ knows no module or plugin;
// the database layer and the seed use a module only through its services; the server's production code uses no test
// support; no cycles, type-only imports included.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only imports included): break it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: a route in app/ composes them, and what two features share lives in lib/ or components/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-imports-up-into-app',
      severity: 'error',
      comment: 'Only app/ (the router, the routes, the shell) imports app/: features, components and lib sit below it.',
      from: { path: '^apps/web/src/(features|components|lib|test)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature, so they import none.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'server-lib-imports-modules-or-plugins',
      severity: 'error',
      comment: "The server's lib/ is general code: it imports neither modules/ nor plugins/ (they import it).",
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'server-db-imports-module-internals',
      severity: 'error',
      comment:
        'db/ (schema, client, seed, CLIs) uses a module only through its services (*.service.ts), never its internals.',
      from: { path: '^apps/server/src/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules/[^/]+/(?!.*\\.service\\.ts$)|plugins/)' },
    },
    {
      name: 'server-imports-test-support',
      severity: 'error',
      comment:
        "The server's production code never imports its test support (src/test/: the harness, the fakes of outside services): only tests, scripts and benches do.",
      from: { path: '^apps/server/src/', pathNot: ['\\.test\\.ts$', '^apps/server/src/test/'] },
      to: { path: '^apps/server/src/test/' },
    },
    {
      name: 'domain-imports-apps',
      severity: 'error',
      comment: 'The domain package holds rules only: it imports neither app.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
