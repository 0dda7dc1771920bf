import Dexie from 'dexie';
import { hasErrorName } from './error-names';
import { clearSessionRow, writeSessionRow } from './session-row';
import { signalSyncNeeded } from './sync-signals';

type PageSession = { token: string; user: { id: number; first_name: string; last_name: string } };
type SessionSource = { get: () => PageSession | null; subscribe: (listener: () => void) => () => void };

/**
 * Copies the page's session into IndexedDB, where the service worker reads the token it drains
 * with. A failure (no IndexedDB, a private window) only costs the worker's drains, so it is logged.
 */
export const mirrorSession = async (session: PageSession | null) => {
  try {
    if (!session) {
      await clearSessionRow();
      return;
    }
    await writeSessionRow({ userId: session.user.id, name: `${session.user.first_name} ${session.user.last_name}`.trim(), token: session.token });
    // A returning owner's rows may have been waiting for exactly this sign-in.
    signalSyncNeeded();
  } catch (error) {
    // Without IndexedDB at all (old browsers, unit tests of other screens) there is nothing to mirror into.
    if (hasErrorName(error, Dexie.errnames.MissingAPI)) return;
    console.warn('Could not store the session for offline sync', error);
  }
};

/**
 * Keeps the mirror in step with the page's session from the app root, so the session module needs
 * no offline code: a stored sign-in is mirrored at start, then every sign-in, profile edit and sign-out.
 */
export const mirrorSessionsOf = (source: SessionSource) => {
  const current = source.get();
  if (current) void mirrorSession(current);
  return source.subscribe(() => void mirrorSession(source.get()));
};
