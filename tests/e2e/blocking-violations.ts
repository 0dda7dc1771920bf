import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for running transitions (a dialog fading in) to end: axe measures colour contrast on
 * what is painted, and half-faded text would fail it for a moment that no user reads in.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });

/** Serious and critical axe findings in what the page shows now (a dialog, a result), as in accessibility.e2e.ts. */
export const blockingViolations = async (page: Page) => {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};
