import type { AuthUser } from '../../domain/auth';
import { onStoredChangeElsewhere, readStored, removeStored, writeStored } from '../storage/local-storage';

export type Session = { token: string; user: AuthUser };

type Listener = () => void;
const listeners = new Set<Listener>();

const read = (): Session | null => {
  const token = readStored('token');
  const user = readStored('user');
  return token && user ? { token, user } : null;
};

let current: Session | null = read();

const emit = () => {
  for (const listener of listeners) listener();
};

export const sessionStore = {
  get: () => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session) {
    // A new sign-in is a new session: its special user sees the package stats again.
    removeStored('packageStatsSeen', sessionStorage);
    writeStored('token', session.token);
    writeStored('user', session.user);
    current = session;
    emit();
  },
  /** Keeps the token, refreshes the greeting after a profile edit. */
  updateUser(user: AuthUser) {
    if (!current) return;
    writeStored('user', user);
    current = { ...current, user };
    emit();
  },
  signOut() {
    removeStored('token');
    removeStored('user');
    current = null;
    emit();
  },
};

// Another tab signing in or out changes this one too.
onStoredChangeElsewhere(['token', 'user'], () => {
  current = read();
  emit();
});
