// The API checked from outside against its own OpenAPI document (issue 32): the built server on a database of its own
// (port 3212), Stoplight Prism in front of it as a validating proxy, and every documented operation called through
// Prism as the role it is for (the demo business, creator and operator; public operations signed out). Every answer
// must be documented and valid against the document (Prism's sl-violations header names any mismatch), never a 5xx,
// and never a 401/403 for the right role. Then fuzzed inputs (a required field missing, a string, array or number past
// its documented bound) must be answered 400 naming the field. Exits non-zero on any failure. `npm run test:contract`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_PORT = Number(process.env.CONTRACT_PORT ?? 3212);
const PROXY_PORT = SERVER_PORT + 1;
const server = `http://127.0.0.1:${SERVER_PORT}`;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const DEMO_PASSWORD = 'MicroReach-demo-2026';
const ACCOUNTS = {
  business: { url: '/api/auth/sign-in', body: { role: 'smb', email: 'brew@demo.microreach.app' } },
  creator: { url: '/api/auth/sign-in', body: { role: 'influencer', email: 'mia@demo.microreach.app' } },
  operator: { url: '/api/auth/ops/sign-in', body: { email: 'ops@demo.microreach.app' } },
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
// Calls that would end the session the rest of the run uses: made signed out (they are public or answer 401).
const SESSION_ENDING = new Set(['POST /api/auth/sign-out']);

const failures = [];
const fail = (what) => {
  failures.push(what);
  console.error(`  FAIL ${what}`);
};
const children = [];
const started = Date.now();

function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited early (${code ?? signal}):\n${output}`);
      process.exit(1);
    }
  });
  child.output = () => output;
  children.push(child);
  return child;
}

let stopping = false;
async function stopAll() {
  stopping = true;
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// --- Values from schemas ------------------------------------------------------------------------------------------
let doc;
function deref(schema) {
  let s = schema;
  while (s?.$ref)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node[key], doc);
  return s ?? {};
}

/**
 * A value the schema accepts (as far as the document says: the service's own rules may still refuse it). Objects get
 * their required properties only (fewer rules of the service to trip over).
 */
function sample(schemaIn, name = '') {
  const schema = deref(schemaIn);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => deref(o).type !== 'null') ?? options[0], name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number': {
      const step = schema.multipleOf ?? 1;
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 1);
      return Math.ceil(Math.max(low, step) / step) * step <= (schema.maximum ?? Infinity)
        ? Math.ceil(Math.max(low, step) / step) * step
        : low;
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'null':
      return null;
    default: {
      const out = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key)) out[key] = sample(value, key);
      }
      return out;
    }
  }
}

function sampleString(schema, name) {
  const today = new Date().toISOString().slice(0, 10);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return today;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || /email/i.test(name)) return `contract-${randomUUID()}@example.com`;
  if (schema.format === 'uri' || /url$/i.test(name)) return 'https://www.instagram.com/p/Contract123/';
  if (schema.pattern) {
    const known = [today, today.slice(0, 7), '123456', '1', 'a'.repeat(64), 'contract-key-0001', '4242424242424242'];
    const regex = new RegExp(schema.pattern, 'u');
    const hit = known.find((k) => regex.test(k) && k.length <= (schema.maxLength ?? Infinity));
    if (hit) return hit;
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8));
  return 'Contract test'.padEnd(length, 'x').slice(0, Math.max(length, Math.min(13, schema.maxLength ?? 13)));
}

/** The first bound a fuzzed value can pass, with the field it concerns: [path, value] or null. */
function pastBound(schemaIn, path) {
  const schema = deref(schemaIn);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const real = options.map(deref).filter((o) => o.type !== 'null');
    return real.length === 1 ? pastBound(real[0], path) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && schema.maxLength !== undefined && !schema.enum && schema.format !== 'binary') {
    return [path, '1'.repeat(schema.maxLength + 1)];
  }
  if (type === 'array' && schema.maxItems !== undefined && schema.items) {
    return [path, Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items))];
  }
  if ((type === 'integer' || type === 'number') && schema.maximum !== undefined) {
    return [path, schema.maximum + (schema.multipleOf ?? 1)];
  }
  if (type === 'object' && schema.properties) {
    for (const [key, value] of Object.entries(schema.properties)) {
      const found = pastBound(value, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Sets `path` in a sampled body, adding the objects on the way (sampled from `schema`) where they are missing. */
function setPath(object, path, value, schemaIn) {
  const keys = path.split('.');
  let node = object;
  let schema = deref(schemaIn);
  for (const key of keys.slice(0, -1)) {
    schema = deref(schema.properties?.[key]);
    if (node[key] === undefined || node[key] === null) node[key] = sample(schema, key);
    node = node[key];
  }
  node[keys.at(-1)] = value;
}

// --- Calls ---------------------------------------------------------------------------------------------------------
const cookies = { public: '' };

function roleOf(path, operation) {
  if (operation.security?.length === 0) return 'public';
  if (path.startsWith('/api/ops/') || path.startsWith('/api/auth/ops/')) return 'operator';
  if (path.startsWith('/api/creator/') || path === '/api/ledger/test-mode/payout-account') return 'creator';
  return 'business';
}

function requestOf(path, operation, overrides = {}) {
  let url = path;
  const query = new URLSearchParams();
  const headers = {};
  for (const parameter of operation.parameters ?? []) {
    const value = overrides[`${parameter.in}:${parameter.name}`] ?? sample(parameter.schema, parameter.name);
    if (value === undefined || (overrides[`${parameter.in}:${parameter.name}`] === undefined && !parameter.required)) {
      continue;
    }
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') query.set(parameter.name, String(value));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  if (/idempotency-key/i.test(JSON.stringify(operation.parameters ?? []))) headers['idempotency-key'] ??= randomUUID();
  let body;
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(overrides.body ?? sample(content['application/json'].schema));
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.set('file', new Blob([png], { type: 'image/png' }), 'contract.png');
    body = form;
  }
  const search = query.toString();
  return { url: `${url}${search ? `?${search}` : ''}`, headers, body };
}

/** Operations that answer with a redirect: called on the server itself, since Prism's proxy follows redirects. */
const redirects = (operation) => Object.keys(operation.responses).some((status) => status.startsWith('3'));

async function call(method, path, operation, role, overrides) {
  const request = requestOf(path, operation, overrides);
  const headers = { ...request.headers, ...(cookies[role] ? { cookie: cookies[role] } : {}) };
  const response = await fetch(`${redirects(operation) ? server : proxy}${request.url}`, {
    method: method.toUpperCase(),
    headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  return { request, response, text, violations: response.headers.get('sl-violations') };
}

function responseViolations(violations) {
  if (!violations) return [];
  let list;
  try {
    list = JSON.parse(violations);
  } catch {
    return [violations];
  }
  // Only what the server answered: a fuzzed request breaks the document on purpose.
  return list.filter((v) => (v.location ?? [])[0] === 'response');
}

async function signIn(role) {
  const account = ACCOUNTS[role];
  const response = await fetch(`${server}${account.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account.body, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${role} sign-in: ${response.status} ${await response.text()}`);
  cookies[role] = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// --- The run ---------------------------------------------------------------------------------------------------------
const { createScratchDatabase } = await import(resolve(repoRoot, 'apps/server/src/db/scratch-database.ts'));
const dataDir = '.data-contract';
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'contract') : null;
if (!scratch) rmSync(resolve(repoRoot, dataDir), { recursive: true, force: true });
const documentFile = join(tmpdir(), `microreach-contract-${process.pid}.json`);

let exitCode = 1;
try {
  const serverProcess = start('The server', process.execPath, ['apps/server/dist/server.js'], {
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    APP_URL: server,
    DATA_DIR: dataDir,
    SEED: 'auto',
    AUTH_LIMIT_SCALE: '100',
    LOG_LEVEL: 'info',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  // The first start migrates and seeds the demo data: minutes on a busy machine.
  await waitFor(`${server}/api/health`, 600).catch((err) => {
    throw new Error(`${err.message}; the server said:\n${serverProcess.output()}`);
  });
  // The document as the server serves it.
  doc = await (await fetch(`${server}/api/docs/openapi.json`)).json();
  writeFileSync(documentFile, JSON.stringify(doc));
  const prismBin = resolve(repoRoot, 'node_modules/.bin/prism');
  start('Prism', prismBin, ['proxy', documentFile, server, '--port', String(PROXY_PORT), '--host', '127.0.0.1'], {});
  await waitFor(`${proxy}/api/health`, 120);
  for (const role of ['business', 'creator', 'operator']) await signIn(role);

  const operations = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) operations.push([method, path, item[method]]);
  }
  // Signing out last, signed out.
  operations.sort(
    (a, b) => SESSION_ENDING.has(`${a[0].toUpperCase()} ${a[1]}`) - SESSION_ENDING.has(`${b[0].toUpperCase()} ${b[1]}`),
  );

  let calls = 0;
  let fuzzed = 0;
  for (const [method, path, operation] of operations) {
    const name = `${method.toUpperCase()} ${path}`;
    const role = SESSION_ENDING.has(name) ? 'public' : roleOf(path, operation);
    // 1. The operation as its caller would call it.
    const result = await call(method, path, operation, role);
    calls++;
    const status = String(result.response.status);
    if (!operation.responses[status])
      fail(`${name} as ${role}: ${status} is not documented (${result.text.slice(0, 200)})`);
    if (result.response.status >= 500) fail(`${name} as ${role}: ${status} ${result.text.slice(0, 200)}`);
    if (role !== 'public' && [401, 403].includes(result.response.status)) {
      fail(`${name} as ${role}: refused with ${status} (${result.text.slice(0, 200)})`);
    }
    if (result.response.status >= 300 && result.response.status < 400 && !result.response.headers.get('location')) {
      fail(`${name} as ${role}: a ${status} without a Location`);
    }
    for (const v of responseViolations(result.violations))
      fail(`${name} as ${role}: answer breaks the document: ${JSON.stringify(v)}`);

    // 2. Fuzzed: each required body field missing, then the first value past its bound (body, then query).
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const cases = [];
    if (bodySchema) {
      const resolved = deref(bodySchema);
      const valid = sample(bodySchema);
      for (const field of resolved.required ?? []) {
        const body = structuredClone(valid);
        delete body[field];
        cases.push({ what: `without ${field}`, field, overrides: { body } });
      }
      const bound = pastBound(bodySchema, '');
      if (bound) {
        const body = structuredClone(valid);
        setPath(body, bound[0], bound[1], bodySchema);
        cases.push({ what: `${bound[0]} past its bound`, field: bound[0], overrides: { body } });
      }
    }
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      const bound = pastBound(parameter.schema, parameter.name);
      if (bound) {
        cases.push({
          what: `query ${parameter.name} past its bound`,
          field: parameter.name,
          overrides: { [`query:${parameter.name}`]: Array.isArray(bound[1]) ? bound[1].join(',') : bound[1] },
        });
      }
    }
    for (const fuzz of cases) {
      const fuzzedResult = await call(method, path, operation, role, fuzz.overrides);
      fuzzed++;
      const label = `${name} as ${role} ${fuzz.what}`;
      if (fuzzedResult.response.status !== 400) {
        fail(`${label}: ${fuzzedResult.response.status}, not 400 (${fuzzedResult.text.slice(0, 200)})`);
        continue;
      }
      let body;
      try {
        body = JSON.parse(fuzzedResult.text);
      } catch {
        body = {};
      }
      const named = (body.issues ?? []).some((i) => i.path === fuzz.field || i.path.startsWith(`${fuzz.field}.`));
      const inFields = (body.fields ?? []).includes(fuzz.field);
      if (!named && !inFields)
        fail(`${label}: the 400 does not name ${fuzz.field} (${fuzzedResult.text.slice(0, 200)})`);
      for (const v of responseViolations(fuzzedResult.violations))
        fail(`${label}: answer breaks the document: ${JSON.stringify(v)}`);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Contract: ${operations.length} operations called, ${calls} calls and ${fuzzed} fuzzed requests through Prism on ` +
      `${scratch ? 'PostgreSQL' : 'PGlite'} in ${seconds} s; ${failures.length} failure(s).`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} catch (err) {
  console.error(err);
} finally {
  await stopAll();
  rmSync(documentFile, { force: true });
  if (scratch) await scratch.drop().catch((err) => console.error(`Could not drop ${scratch.name}: ${err.message}`));
  else rmSync(resolve(repoRoot, dataDir), { recursive: true, force: true });
}
process.exit(exitCode);
