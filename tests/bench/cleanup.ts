type Step = { name: string; run: () => Promise<unknown> };

const stepTimeoutMs = 30_000;

const withTimeout = (promise: Promise<unknown>, ms: number, name: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms} ms`)), ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });

export type Cleanup = {
  /** Registers a teardown step; steps run in reverse order of registration. */
  add: (name: string, run: () => Promise<unknown>) => void;
  /** Runs every step once, even when some fail; later calls wait for the first. */
  runAll: () => Promise<void>;
};

/**
 * Teardown that runs on success, failure, Ctrl-C and when the time limit passes.
 * The process then exits, so nothing the bench started can outlive it.
 */
export const installCleanup = (timeLimitMs: number): Cleanup => {
  const steps: Step[] = [];
  let running: Promise<void> | null = null;
  const runAll = () =>
    (running ??= (async () => {
      for (let step = steps.pop(); step; step = steps.pop()) {
        try {
          await withTimeout(step.run(), stepTimeoutMs, step.name);
        } catch (error) {
          console.error(`cleanup: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })());
  const abort = (reason: string, code: number) => {
    console.error(`bench: ${reason}, tearing down`);
    void runAll().finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => abort(`time limit of ${timeLimitMs / 1000} s reached`, 1), timeLimitMs);
  watchdog.unref();
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  return { add: (name, run) => void steps.push({ name, run }), runAll };
};
