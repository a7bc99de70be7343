// The long-tail mix (issue 31) where wrk is not installed: autocannon in a process of its own, sending the paths of
// a file in turn (each connection's next request takes the next path). Takes the subset of autocannon's CLI flags
// bench/harness.ts passes (--paths FILE --json -c N -d S -t S -H 'name: value' URL) and prints its JSON result.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const headers = {};
let pathsFile;
let connections = 10;
let duration = 10;
let timeout = 30;
let url;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--paths') pathsFile = args[++i];
  else if (arg === '-c') connections = Number(args[++i]);
  else if (arg === '-d') duration = Number(args[++i]);
  else if (arg === '-t') timeout = Number(args[++i]);
  else if (arg === '-H') {
    const [name, ...value] = args[++i].split(':');
    headers[name.trim()] = value.join(':').trim();
  } else if (arg !== '--json') url = arg;
}
if (!pathsFile || !url) throw new Error('usage: autocannon-mix.mjs --paths FILE [-c N] [-d S] [-t S] [-H h] URL');
const paths = readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean);
let at = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  timeout,
  headers,
  requests: [
    {
      setupRequest: (request) => {
        at = (at + 1) % paths.length;
        return { ...request, path: paths[at] };
      },
    },
  ],
});
console.log(JSON.stringify(result));
