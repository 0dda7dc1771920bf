import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixedMediaQuery } from './wide-screen';

// Mantine reads these browser APIs, which jsdom lacks (STACK-NOTES).
window.matchMedia ??= (query: string) => fixedMediaQuery(query, false);

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
const computed = window.getComputedStyle;
window.getComputedStyle = (element: Element, pseudo?: string | null) => computed(element, pseudo ?? undefined);

// jsdom lays nothing out, so Mantine's focus trap finds nothing it deems visible in a popover and
// warns with the whole React fiber attached: thousands of lines that hid the warnings worth reading.
const focusTrapNotice = '[@mantine/hooks/use-focus-trap]';
const warn = console.warn;
if (!('focusTrapFiltered' in warn)) {
  const filtered = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(focusTrapNotice)) return;
    warn(...args);
  };
  console.warn = Object.assign(filtered, { focusTrapFiltered: true });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
