import type { CDPSession, Page } from 'playwright-core';

/** Hardware scanners type a key every 7–16 ms (UX-NOTES). */
export const scannerGapMs = 10;

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const sessionOf = (page: Page) => {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
};

/** The code and Enter as key events, every key stamped 10 ms after the one before. */
const scannerKeys = (code: string) => {
  const start = Date.now() / 1000;
  return [...code, 'Enter'].flatMap((key, index) => {
    const timestamp = start + (index * scannerGapMs) / 1000;
    const typed = key === 'Enter' ? { key, code: 'Enter', windowsVirtualKeyCode: 13 } : { key, windowsVirtualKeyCode: key.toUpperCase().charCodeAt(0) };
    return [
      { type: 'keyDown' as const, text: key === 'Enter' ? '\r' : key, timestamp, ...typed },
      { type: 'keyUp' as const, timestamp: timestamp + 0.002, ...typed },
    ];
  });
};

/**
 * Types a code and Enter as a keyboard-wedge scanner does, into whatever has focus. Each key carries
 * the time the scanner would have sent it (Input.dispatchKeyEvent's timestamp, which becomes
 * event.timeStamp), and all of them are handed to Chromium at once, which delivers them in order.
 * Sending them one round trip at a time let a busy machine hold a key back past the wedge
 * listener's real-time wait, and the page then took the first key as typed by hand.
 */
export const typeAsScanner = async (page: Page, code: string) => {
  const cdp = await sessionOf(page);
  await Promise.all(scannerKeys(code).map((event) => cdp.send('Input.dispatchKeyEvent', event)));
};
