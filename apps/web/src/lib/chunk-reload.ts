// After a deploy, an open tab still runs the previous build: its lazy import() of a page, or the preload of a chunk or
// stylesheet, asks for a file that no longer exists (the server answers 404 under /assets/) and fails. Loading the page
// again fetches the new index.html and its chunks. That reload happens once: if a chunk fails again within
// RELOAD_GUARD_MS of it (a broken deploy, the network gone), the error is shown instead of reloading in a loop.

/** Kept in sessionStorage, so it survives the reload but not the tab. */
const RELOADED_AT_KEY = 'microreach.chunk-reload-at';
export const RELOAD_GUARD_MS = 30_000;

export interface ChunkReloadDeps {
  /** A function, because reading window.sessionStorage itself throws where storage is blocked. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

export function createChunkReloader({ storage, reload, now }: ChunkReloadDeps) {
  let reloading = false;

  /** Starts a reload unless one for a failed chunk happened moments ago; true while a reload is under way. */
  function reloadForNewBuild(): boolean {
    if (reloading) return true;
    try {
      const store = storage();
      const last = Number(store.getItem(RELOADED_AT_KEY) ?? 0);
      if (now() - last < RELOAD_GUARD_MS) return false;
      store.setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      return false; // no storage, no guard against a loop: show the error instead
    }
    reloading = true;
    reload();
    return true;
  }

  /** A lazy page's import(): when it fails, reload once (the promise then stays pending, so the loader stays up). */
  function importOrReload<T>(load: () => Promise<T>): Promise<T> {
    return load().catch((err: unknown) => {
      if (reloadForNewBuild()) return new Promise<T>(() => {});
      throw err;
    });
  }

  return { reloadForNewBuild, importOrReload };
}

export const { reloadForNewBuild, importOrReload } = createChunkReloader({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});
