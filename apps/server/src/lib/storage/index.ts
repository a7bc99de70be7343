// Chooses the file storage from the environment: S3 when S3_BUCKET is set, otherwise local disk under DATA_DIR/uploads.
import { join } from 'node:path';
import type { Env } from '#server/env.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export { LocalDiskStorage } from './local-disk-storage.ts';
export { S3Storage, type S3StorageOptions } from './s3-storage.ts';
export {
  assertValidKey,
  contentTypeForKey,
  type FileStorage,
  InvalidStorageKeyError,
  type PutOptions,
  type StoredFile,
} from './storage.ts';

/** S3-compatible stores mostly ignore the region but the SDK needs one; AWS's own default is us-east-1. */
const DEFAULT_S3_REGION = 'us-east-1';

type StorageEnv = Pick<
  Env,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

export function createStorage(env: StorageEnv, dataDir: string): FileStorage {
  if (env.S3_BUCKET === undefined) return new LocalDiskStorage(join(dataDir, 'uploads'));
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
