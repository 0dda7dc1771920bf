import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../domain/fields';
import { apiPrefix } from './access';

/** Long enough for a screen left open; short enough that a link copied out of it soon dies. */
export const fileLinkLifetimeSeconds = 60 * 60;

const filePrefix = `${apiPrefix}/files/`;

export type FileLinkQuery = { user?: string; expires?: string; signature?: string };

/**
 * A browser cannot send the bearer header with a link or an <img>, so a stored file is opened by
 * a link signed for one user and one file, valid for an hour, instead of a URL holding the session
 * token (which would then sit in history, logs and copied links for the session's whole life).
 * Whoever follows the link is answered as that user, who must still be active and allowed to read
 * the file; the signature key is derived from the token secret.
 */
export const createFileLinks = (secret: Uint8Array, now: () => number = Date.now) => {
  const key = createHmac('sha256', secret).update('file-links').digest();
  const signatureOf = (url: string, userId: number, expires: number) =>
    createHmac('sha256', key).update(`${url}\n${userId}\n${expires}`).digest('base64url');

  return {
    /** The file URL as the given user may open it until the link expires. */
    sign(url: string, userId: number) {
      const expires = Math.floor(now() / 1000) + fileLinkLifetimeSeconds;
      return `${url}?${new URLSearchParams({ user: String(userId), expires: String(expires), signature: signatureOf(url, userId, expires) })}`;
    },
    /** The user a link was signed for, or null when it is not a genuine, unexpired link to this URL. */
    userOf(url: string, query: FileLinkQuery): number | null {
      const userId = parseId(query.user);
      const expires = Number(query.expires);
      if (userId === undefined || !/^\d{1,12}$/.test(query.expires ?? '') || !query.signature) return null;
      if (expires * 1000 <= now()) return null;
      const expected = Buffer.from(signatureOf(url, userId, expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
};

export type FileLinks = ReturnType<typeof createFileLinks>;

/**
 * A JSON string that is exactly a bare file URL. No backslash inside, so an escaped quote or
 * character can never be taken apart; no '?', so a link already signed stays as it is.
 */
const fileUrlInJson = new RegExp(`"(${filePrefix}[^"\\\\?]+)"`, 'g');

/**
 * Every answer to a signed-in user carries its file URLs as links signed for that user, whatever
 * area presents them. It works on the serialized answer: most answers hold no file URL, and a
 * substring search finds that out far more cheaply than walking the answer's objects.
 */
export const registerFileLinks = (app: FastifyInstance, links: FileLinks) => {
  app.addHook('onSend', async (request, _reply, payload) => {
    const user = request.user;
    if (!user || typeof payload !== 'string' || !payload.includes(`"${filePrefix}`)) return payload;
    return payload.replace(fileUrlInJson, (_match, url: string) => JSON.stringify(links.sign(url, user.id)));
  });
};
