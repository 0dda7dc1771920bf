import type { Page } from 'playwright-core';

/** What a phone screen must keep to: nothing wider than the viewport, no button or checkbox under 44 px. */
export type FitProblems = { wide: string[]; small: string[] };

/**
 * Looks at every visible element of the page as laid out now. An element counts as wide when its
 * right edge passes the viewport (a table scrolling sideways does), and only the outermost such
 * one is named; a control as small when the
 * area that works it (a checkbox with its label, a switch's track) is under `minPx` either way.
 * The drawer hidden off the left edge of a phone is not on screen, so it is not looked at.
 */
export const phoneFitProblems = (page: Page, minPx = 44): Promise<FitProblems> =>
  page.evaluate((min) => {
    const viewport = document.documentElement.clientWidth;
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && box.right > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
      return `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const all = [...document.querySelectorAll('body *')].filter(onScreen);
    const passes = (element: Element | null) => element !== null && element.getBoundingClientRect().right > viewport + 0.5;
    // The outermost element that passes the edge names the problem; everything inside it passes too.
    const wide = all.filter((element) => passes(element) && !passes(element.parentElement)).map((element) => `${name(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    const controls = all.filter((element) => element.matches('button, [role="button"], input[type="checkbox"], [role="checkbox"], [role="switch"]'));
    const hitBox = (element: Element) => {
      const boxes = [element, ...((element as HTMLInputElement).labels ?? []), element.closest('label')].filter((box): box is Element => box !== null).map((box) => box.getBoundingClientRect());
      return { width: Math.max(...boxes.map((box) => box.width)), height: Math.max(...boxes.map((box) => box.height)) };
    };
    const small = controls.flatMap((element) => {
      const box = hitBox(element);
      return box.width < min || box.height < min ? [`${name(element)} is ${Math.round(box.width)}×${Math.round(box.height)} px`] : [];
    });
    return { wide, small };
  }, minPx);
