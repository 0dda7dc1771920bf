import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` for every query and never changes: jsdom has none. */
export const fixedMediaQuery = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * Makes every media query match, so screens that switch on `(min-width: …)` show their tablet and
 * desktop layout (jsdom's stand-in matches nothing, which reads as a phone). Undo with vi.restoreAllMocks().
 */
export const onWideScreen = () => vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQuery(query, true));
