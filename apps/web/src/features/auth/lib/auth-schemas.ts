// The sign-up and sign-in schemas (and zod with them, about 25 KiB gzipped) are loaded after the Auth page shows, not
// before (issue 15: the page's first download). The page starts the load when it mounts; a submit waits for it.
type AuthSchemas = typeof import('@microreach/domain/auth');

let loaded: AuthSchemas | null = null;
let loading: Promise<AuthSchemas> | null = null;

export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@microreach/domain/auth').then(
    (m) => {
      loaded = m;
      return m;
    },
    (err: unknown) => {
      loading = null; // a later submit tries again
      throw err;
    },
  );
  return loading;
}

/** The loaded schemas; only called after loadAuthSchemas() has resolved. */
export function authSchemas(): AuthSchemas {
  if (!loaded) throw new Error('The sign-in schemas are not loaded yet.');
  return loaded;
}
