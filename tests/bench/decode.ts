import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decodePasses, liveSchedule } from '../../src/app/scanner/decoder-options';
import { measureDecodeRate } from './decode-rate';
import { ms, printColumns } from './decode-table';
import type { DecodeAnswer, DecodeRequest } from './decode-worker';

/** Frames per measurement; the first few warm the JIT and the wasm and are left out. */
const framesPerRow = 40;
const warmUp = 5;

type Reply = { ok: true; result: DecodeAnswer | 'ready' } | { ok: false; error: string };

const startDecodeWorker = async () => {
  // A worker thread does not inherit the main thread's tsx loader on Node 20: register it there first.
  const entry = JSON.stringify(new URL('./decode-worker.ts', import.meta.url).href);
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, { eval: true });
  const replies: ((reply: Reply) => void)[] = [];
  worker.on('message', (reply: Reply) => replies.shift()?.(reply));
  const next = () => new Promise<Reply>((resolve) => replies.push(resolve));
  const ready = await Promise.race([next(), new Promise<never>((_, reject) => worker.once('error', reject))]);
  if (!ready.ok) throw new Error(ready.error);
  const decode = async (request: DecodeRequest): Promise<DecodeAnswer> => {
    const reply = next();
    worker.postMessage(request);
    const answer = await reply;
    if (!answer.ok) throw new Error(answer.error);
    if (answer.result === 'ready') throw new Error('decode worker answered out of turn');
    return answer.result;
  };
  return { decode, stop: () => worker.terminate() };
};

const percentile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** read: frames where the label's code came back; for the empty frame, any text at all is a false read. */
type Row = { name: string; frame: 'empty' | 'label'; times: number[]; read: number };

const measureRow = async (decode: (request: DecodeRequest) => Promise<DecodeAnswer>, name: string, request: DecodeRequest): Promise<Row> => {
  if (request.kind === 'photo') throw new Error('photos are measured by measureDecodeRate');
  const row: Row = { name, frame: request.frame, times: [], read: 0 };
  for (let i = 0; i < warmUp + framesPerRow; i++) {
    const answer = await decode(request);
    if (i < warmUp) continue;
    row.times.push(answer.ms);
    if (request.frame === 'label' ? answer.correct : answer.text !== null) row.read += 1;
  }
  return row;
};

const printFrameTimes = (rows: readonly Row[]) => {
  // The machine is shared; the load says how far to trust the milliseconds.
  console.log(`\ndecode time of a 1280×720 frame in a worker thread (${framesPerRow} frames each, ms; load average ${loadavg()[0]!.toFixed(1)})`);
  const cells = rows.map((r) => {
    const mean = r.times.reduce((a, b) => a + b, 0) / r.times.length;
    const outcome = r.frame === 'label' ? `${r.read}/${r.times.length} read` : `${r.read} false reads`;
    return [r.name, r.frame === 'label' ? 'label in view' : 'no barcode', ms(percentile(r.times, 0.5)), ms(percentile(r.times, 0.95)), ms(mean), outcome];
  });
  printColumns(['pass', 'frame', 'p50', 'p95', 'mean', 'outcome'], cells, 2);
};

/** `npm run bench` part: per-frame decode time and decode rate of the app's scanner. Prints; asserts nothing about speed. */
export const runDecodeBench = async () => {
  const worker = await startDecodeWorker();
  try {
    const rows: Row[] = [];
    for (const frame of ['empty', 'label'] as const) {
      for (const [index, pass] of decodePasses.entries()) rows.push(await measureRow(worker.decode, pass.name, { kind: 'pass', frame, pass: index }));
      rows.push(await measureRow(worker.decode, `live (${liveSchedule.length}-frame cycle)`, { kind: 'live', frame }));
    }
    printFrameTimes(rows);
    await measureDecodeRate(worker.decode);
  } finally {
    await worker.stop();
  }
};

// `node --import tsx tests/bench/decode.ts`: this part alone, without PostgreSQL or the server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runDecodeBench();
