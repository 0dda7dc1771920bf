/** The part of s3rver (an S3-compatible server in Node) the object store's tests use; it ships no types. */
declare module 's3rver' {
  type Options = { address?: string; port?: number; directory?: string; silent?: boolean; configureBuckets?: { name: string }[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
