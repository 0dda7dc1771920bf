import { setTokenGetter, setUnauthorizedHandler } from '../api/client';
import { sessionStore } from './session-store';

/**
 * The API client knows no session: it sends the signed-in user's token, and a 401 to that token
 * ends the session before `toLogin` runs.
 */
export const connectApiToSession = (toLogin: () => void) => {
  setTokenGetter(() => sessionStore.get()?.token ?? null);
  setUnauthorizedHandler(() => {
    sessionStore.signOut();
    toLogin();
  });
};
