import { startProductServer } from '../../helpers/e2e/product-server';
import { median, spreadOf } from '../stats';
import { createTempDir } from '../temp-dir';

/**
 * The product as a phone meets it: built from the current sources into a folder of this run (so a
 * build elsewhere never swaps files under it, and the figures are the sources' of now), served by
 * `npm start` with the demo data.
 */
export const startDemoProduct = async () => {
  const app = createTempDir();
  console.log('building the app and starting the product with the demo data…');
  const server = await startProductServer({ DEMO: '1', APP_DIR: app.dir });
  const stop = async () => {
    await server.stop();
    await app.remove();
  };
  return { baseUrl: server.baseUrl, stop };
};

/** The worker of the demo data (README), whose home screens are the warehouse's. */
export const demoWorker = 'worker@demo.test';

/** Median and the rest of a handful of timings, in whole milliseconds. */
export const summarise = (values: readonly number[]) => {
  const { min, max } = spreadOf(values);
  return { median: Math.round(median(values)), min: Math.round(min), max: Math.round(max) };
};
