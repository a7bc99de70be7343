// Where the server package and the repository are on disk, found through their package.json files rather than from
// this file's depth, so the same paths hold from src/ (tsx, tests) and from the bundle in dist/ (npm start).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest directory at or above `from` whose package.json is named `name`. */
export function findPackageDir(from: string, name: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json named "${name}" at or above ${from}`);
  }
}

/** apps/server: holds drizzle/ (the migrations) and dist/ (the bundle). */
export const serverRoot = findPackageDir(dirname(fileURLToPath(import.meta.url)), '@microreach/server');
/** The repository (the npm workspace root): relative DATA_DIR and WEB_DIST are resolved from here. */
export const repoRoot = findPackageDir(dirname(serverRoot), 'microreach');
