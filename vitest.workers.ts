import { availableParallelism } from 'node:os';

/**
 * Workers for every Vitest project. Vitest's default is one worker fewer than the cores: on CI's 2-core machines that
 * is a single worker and every file runs after the other. The files wait mostly on the database, so two workers take
 * about a third less time (docs/performance.md, "CI time"). Each project sets it itself: a project does not take the
 * root config's value, and projects run together only when theirs are equal.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
