import { messages } from '../../../domain/auth';
import { ApiError } from '../../api/api-error';

/**
 * Wrong credentials all read the same (spec §8). Throttling, an unreachable server and
 * server faults keep their own message, since retrying the password would not help.
 */
export const loginFailureMessage = (error: unknown) => {
  if (!(error instanceof ApiError)) return messages.loginFailed;
  const notAboutCredentials = error.status === 429 || error.status === 0 || error.status >= 500;
  return notAboutCredentials ? error.message : messages.loginFailed;
};
