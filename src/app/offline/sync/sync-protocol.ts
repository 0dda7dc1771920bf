/** How the page asks the service worker to drain: the Background Sync tag and the message. */
export const syncTag = 'freight-outbox';
export const drainMessageType = 'drain-outbox';
