// Writes the app's OpenAPI document as JSON to the file named by the first argument (default dist/openapi.json), for
// the tools that check it from outside (npm run lint:api, the contract run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from './openapi-document.ts';

const file = resolve(process.argv[2] ?? 'dist/openapi.json');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${file}`);
