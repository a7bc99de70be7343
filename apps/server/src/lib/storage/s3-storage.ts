// Stores files in an S3 bucket: AWS S3 or any S3-compatible store (MinIO, Cloudflare R2, s3rver in the tests).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, assertValidPut, type FileStorage, type PutOptions, type StoredFile } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL (e.g. http://minio:9000); unset means AWS S3. */
  endpoint?: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; most S3-compatible stores want this. */
  forcePathStyle?: boolean;
  /** Unset means the SDK's default chain (AWS_* environment variables, shared config files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** DeleteObjects takes at most 1,000 keys per request. */
const DELETE_BATCH = 1000;

export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // The SDK's default since 2025 adds CRC32 checksums to every request; several S3-compatible stores reject or
      // mishandle them. Asking only where the API requires a checksum keeps every store working; TLS and S3's own
      // Content-Length check already protect the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    assertValidPut(key, body, options);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return {
        // In Node the SDK's body is an http IncomingMessage (a Readable) with helper methods mixed in.
        body: out.Body as Readable,
        contentType: out.ContentType ?? 'application/octet-stream',
        contentLength: out.ContentLength ?? 0,
        etag: out.ETag,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 whether or not the key existed; some compatible stores answer 404, which is the same outcome.
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (const key of keys) assertValidKey(key);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A batch answers 200 even when some keys failed; those come back in Errors (a missing key is not an error).
      const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(`Could not delete ${failed.map((e) => `${e.Key} (${e.Code}: ${e.Message})`).join(', ')}`);
      }
    }
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    // A missing bucket is also a 404, but it is a misconfiguration, not a missing file.
    if (err.name === 'NoSuchBucket') return false;
    return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
  }
  return false;
}
