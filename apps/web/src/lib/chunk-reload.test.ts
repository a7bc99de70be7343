// An open tab from the previous deploy reloads once when a page's chunk is gone, and never loops.
import { describe, expect, it } from 'vitest';
import { createChunkReloader, RELOAD_GUARD_MS } from './chunk-reload';

function setup(start = 1_000_000) {
  const store = new Map<string, string>();
  const state = { now: start, reloads: 0 };
  const storage = () => ({
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  /** A fresh page (after a reload) in the same tab: new module state, the same sessionStorage. */
  const page = () => createChunkReloader({ storage, reload: () => void state.reloads++, now: () => state.now });
  return { state, page };
}

const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/browse-campaigns-OLD.js'));
/** How `p` stands once everything already queued has run: the loader settles through promises alone, no timers. */
const settled = (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 0)),
  ]);

describe('importOrReload', () => {
  it('passes a page that loads straight through', async () => {
    const { state, page } = setup();
    await expect(page().importOrReload(() => Promise.resolve({ Page: 'x' }))).resolves.toEqual({ Page: 'x' });
    expect(state.reloads).toBe(0);
  });

  it('reloads the page once when a chunk is missing, and keeps the loader up meanwhile', async () => {
    const { state, page } = setup();
    const first = page();
    const loading = first.importOrReload(missingChunk);
    expect(await settled(loading)).toBe('pending');
    expect(state.reloads).toBe(1);
    // A preload error for the same failure in the same page does not reload a second time.
    expect(first.reloadForNewBuild()).toBe(true);
    expect(await settled(first.importOrReload(missingChunk))).toBe('pending');
    expect(state.reloads).toBe(1);
  });

  it('shows the error instead of reloading again when the chunk still fails right after the reload', async () => {
    const { state, page } = setup();
    expect(await settled(page().importOrReload(missingChunk))).toBe('pending');
    state.now += 5_000;
    await expect(page().importOrReload(missingChunk)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(state.reloads).toBe(1);
  });

  it('reloads again for a later deploy, once the guard has passed', async () => {
    const { state, page } = setup();
    expect(await settled(page().importOrReload(missingChunk))).toBe('pending');
    state.now += RELOAD_GUARD_MS + 1;
    expect(await settled(page().importOrReload(missingChunk))).toBe('pending');
    expect(state.reloads).toBe(2);
  });

  it('does not reload without sessionStorage (nothing could stop a loop)', async () => {
    let reloads = 0;
    const blocked = createChunkReloader({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      reload: () => void reloads++,
      now: () => Date.now(),
    });
    await expect(blocked.importOrReload(missingChunk)).rejects.toThrow(TypeError);
    expect(reloads).toBe(0);
  });
});
