import Dexie from 'dexie';
import { hasErrorName } from './error-names';

export const quotaMessage =
  'This device is out of storage space, so the change was not saved. Sync or discard queued changes, free up space, then try again.';

/** A write IndexedDB refused for lack of space; its message is meant for the screen. */
export class OutboxQuotaError extends Error {
  constructor() {
    super(quotaMessage);
    this.name = 'OutboxQuotaError';
  }
}

/** Runs a write and turns a quota failure into OutboxQuotaError; anything else passes through. */
export const withQuotaCheck = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    throw hasErrorName(error, Dexie.errnames.QuotaExceeded) ? new OutboxQuotaError() : error;
  }
};
