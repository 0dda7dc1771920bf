import type { SyncState } from '../hooks/use-outbox';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
const codes = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;

export type SyncWords = { text: string; short: string; tone: 'quiet' | 'busy' | 'alarm' };

/**
 * The top bar's sync state in words, long for wide screens and short for phones, counted in
 * changes (each scanned code is one) as the screens count them. Offline is not an error: grey.
 */
export const syncWords = (state: SyncState): SyncWords => {
  const n = state.pendingChanges;
  if (!state.loaded) return { text: 'Reading the queue on this device', short: '…', tone: 'quiet' };
  if (!state.online) {
    return n > 0
      ? { text: `Offline — ${changes(n)} saved on this device`, short: `Offline · ${n} saved`, tone: 'quiet' }
      : { text: 'Offline — nothing waiting to send', short: 'Offline', tone: 'quiet' };
  }
  if (state.paused === 'expired' && n > 0) return { text: `Sign in again to send ${changes(n)}`, short: 'Sign in again', tone: 'alarm' };
  if (state.draining) return { text: `Sending ${changes(n)}`, short: 'Sending', tone: 'busy' };
  if (state.attention > 0) return { text: `${codes(state.attention)} did not go through`, short: `${state.attention} to fix`, tone: 'alarm' };
  if (state.failed > 0) return { text: `${state.failed} failed — open to fix`, short: `${state.failed} failed`, tone: 'alarm' };
  if (n > 0) return { text: `${changes(n)} waiting to send`, short: `${n} to send`, tone: 'busy' };
  return { text: 'All changes sent', short: 'All sent', tone: 'quiet' };
};
