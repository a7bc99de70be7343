// Writes apps/web/src/lib/api-types.ts from the app's OpenAPI document.
import { writeFileSync } from 'node:fs';
import { renderWebApiTypes, WEB_API_TYPES_FILE } from '../src/openapi/web-api-types.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

writeFileSync(WEB_API_TYPES_FILE, await renderWebApiTypes(await buildOpenApiDocument()));
console.log(`Wrote ${WEB_API_TYPES_FILE}`);
