// The web app's API types, generated from the OpenAPI document (openapi-typescript), so every web call is typed by
// the same zod schemas the server validates with. `npm run api:types` writes them; a test fails when they are stale.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

/** A file in a multipart body (`format: binary`) is a Blob in the browser, not a string. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

export const WEB_API_TYPES_FILE = fileURLToPath(new URL('../../../web/src/lib/api-types.ts', import.meta.url));

const HEADER =
  "// Generated from the server's OpenAPI document by `npm run api:types`; do not edit by hand.\n" +
  '// A server test fails when this file no longer matches the routes (apps/server/src/openapi/openapi.test.ts).\n';

export async function renderWebApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return `${HEADER}${COMMENT_HEADER.replace(/^\/\*\*[\s\S]*?\*\/\n*/, '')}${astToString(ast)}`;
}
