// How `npm run backup` gets an archive from a running server on the embedded database (only the process that holds
// PGlite may read it): HTTP over a Unix socket in DATA_DIR/control, a directory only the server's user may enter, so
// whoever can connect could read DATA_DIR anyway. No port, no token.
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupSource, createBackup } from './create-backup.ts';

/** Linux's limit for a socket path (sun_path) is 108 bytes with its NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'control', 'backup.sock');
}

export interface BackupSocket {
  path: string;
  close(): Promise<void>;
}

/** Serves backups, one at a time, on DATA_DIR/control/backup.sock; null (with a warning) when the path is too long. */
export async function listenForBackups(source: BackupSource, log: FastifyBaseLogger): Promise<BackupSocket | null> {
  const path = backupSocketPath(source.dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn(`DATA_DIR is too long a path for the backup socket (${path}): npm run backup needs the server stopped`);
    return null;
  }
  const dir = join(source.dataDir, 'control');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  // A socket left by a server that died; this process holds the data directory's lock, so it is not another's.
  await unlink(path).catch(() => undefined);

  // Backups are made one after another: a request that comes while one is being made waits for it.
  let previous: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('Not found\n');
      return;
    }
    const made = previous.then(async () => {
      const started = performance.now();
      res.writeHead(200, { 'content-type': 'application/gzip' });
      try {
        const manifest = await createBackup(source, res);
        log.info({ files: manifest.files.count, ms: Math.round(performance.now() - started) }, 'backup made');
      } catch (err) {
        log.error({ err }, 'backup failed');
        res.destroy(err as Error); // the client sees the archive cut short and keeps nothing
      }
    });
    previous = made;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(path, 0o600);
  return {
    path,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(path).catch(() => undefined);
    },
  };
}

export class BackupRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRequestError';
  }
}

/**
 * Asks the server listening on `socketPath` for a backup and writes it to `out`. False when no server listens there
 * (no socket, or a socket left by a stopped one); throws when the server refused or the archive was cut short.
 */
export function requestBackup(socketPath: string, out: NodeJS.WritableStream): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => reject(new BackupRequestError(`The server refused: ${body.trim() || res.statusCode}`)));
        return;
      }
      pipeline(res, out).then(
        () => resolve(true),
        (err: unknown) =>
          reject(new BackupRequestError(`The server's archive was cut short: ${(err as Error).message}`)),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(false);
      else reject(err);
    });
    req.end();
  });
}
