import { zAuthUser, type AuthUser } from '../../domain/auth';

/** localStorage keys: the spec keeps the user and token there, so a reload stays signed in. */
export const storageKeys = { token: 'freight.token', user: 'freight.user', idleTimeoutMs: 'freight.idleTimeoutMs' } as const;

export type Session = { token: string; user: AuthUser };

type Listener = () => void;
const listeners = new Set<Listener>();

const read = (): Session | null => {
  const token = localStorage.getItem(storageKeys.token);
  const raw = localStorage.getItem(storageKeys.user);
  if (!token || !raw) return null;
  try {
    const user = zAuthUser.safeParse(JSON.parse(raw));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
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
    localStorage.setItem(storageKeys.token, session.token);
    localStorage.setItem(storageKeys.user, JSON.stringify(session.user));
    current = session;
    emit();
  },
  /** Keeps the token, refreshes the greeting after a profile edit. */
  updateUser(user: AuthUser) {
    if (!current) return;
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  signOut() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
    current = null;
    emit();
  },
};

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key !== storageKeys.token && event.key !== storageKeys.user) return;
  current = read();
  emit();
});
