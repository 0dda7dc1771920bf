import { Worker } from 'node:worker_threads';

/**
 * Runs a TypeScript module in a worker thread and resolves with the first message it posts. Node 20
 * does not apply `--import tsx` to a worker's entry, so the worker registers tsx itself.
 */
export const runTsxWorker = <Result>(entry: URL, workerData: unknown) =>
  new Promise<Result>((resolve, reject) => {
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData });
    worker.once('message', (result: Result) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`${entry.pathname} exited with ${code}`))));
  });
