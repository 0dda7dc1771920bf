import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for running transitions (a dialog fading in) to end: axe measures colour contrast on
 * what is painted, and half-faded text would fail it for a moment that no user reads in. Mantine
 * starts a transition a frame after the element appears, so two quiet frames in a row, with no
 * animation running after them, mean the page has settled.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      // A spinner turns for ever; only transitions that end can be waited for.
      const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });

/**
 * Serious and critical axe findings in what the page shows now (a dialog, a result), as in
 * accessibility.e2e.ts. Every rule runs as there; two settings only cut what travels back:
 * - resultTypes keeps every violating node but at most one node of each passed or inapplicable
 *   rule, which on a long page are megabytes of selectors nobody reads;
 * - legacy mode runs axe.run in the page itself, where the default runs it in parts, carries those
 *   parts (the same megabytes) out and into a second blank page to put them together. The parts
 *   are there for cross-origin frames, and the app has no frames.
 * Together 2–3 times faster on a long page (demo shipment 1: 10 s to 4 s).
 */
export const blockingViolations = async (page: Page) => {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};
