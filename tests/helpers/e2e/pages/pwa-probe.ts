import type { Page } from 'playwright-core';

/** What the page's service worker and Cache Storage hold, read from inside the page. */
export class PwaProbe {
  constructor(private readonly page: Page) {}

  /** Waits for the service worker to install (precache filled) and activate. */
  activeWorkerState() {
    return this.page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker?.state === 'activating') await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
      return worker?.state ?? null;
    });
  }

  controllerUrl() {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  }

  /** Every cached response whose URL ends with the suffix, with its first bytes and length. */
  cachedFiles(suffix: string) {
    return this.page.evaluate(async (ending) => {
      const found: Array<{ cache: string; url: string; length: number; head: number[] }> = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (!new URL(request.url).pathname.endsWith(ending)) continue;
          const bytes = new Uint8Array(await (await cache.match(request))!.arrayBuffer());
          found.push({ cache: name, url: request.url, length: bytes.length, head: [...bytes.slice(0, 4)] });
        }
      }
      return found;
    }, suffix);
  }
}
