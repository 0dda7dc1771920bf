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

/**
 * Types a code and Enter as a keyboard-wedge scanner does, into whatever has focus. A scanner's
 * keys are stamped by the device as it sends them, 10 ms apart; here each key also waits for the
 * page to handle the one before, a wait no scanner has. So each key carries its own time
 * (Input.dispatchKeyEvent's timestamp, which becomes event.timeStamp): the page measures the
 * scanner's gaps, never this test's round trips or a slow render between two keys.
 */
export const typeAsScanner = async (page: Page, code: string) => {
  const cdp = await sessionOf(page);
  const start = Date.now() / 1000;
  for (const [index, key] of [...code, 'Enter'].entries()) {
    const timestamp = start + (index * scannerGapMs) / 1000;
    const enter = key === 'Enter';
    const virtualKey = enter ? 13 : key.toUpperCase().charCodeAt(0);
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code: enter ? 'Enter' : undefined, text: enter ? '\r' : key, windowsVirtualKeyCode: virtualKey, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: enter ? 'Enter' : undefined, windowsVirtualKeyCode: virtualKey, timestamp: timestamp + 0.002 });
  }
};
