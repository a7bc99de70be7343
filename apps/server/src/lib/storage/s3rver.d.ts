// Types for s3rver (it ships none), only what the storage tests use.
declare module 's3rver' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Set by run(). */
    httpServer: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    configureBuckets(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
