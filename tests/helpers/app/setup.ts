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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
