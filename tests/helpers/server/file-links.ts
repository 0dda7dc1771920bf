import { expect } from 'vitest';

/** A regular expression's source that matches the text exactly. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How an answer gives a reader a stored file's URL (http/file-links.ts): signed for that user.
 * `file` is a regular expression's source for the bare URL.
 */
export const signedLink = (file: string, userId: number) =>
  expect.stringMatching(new RegExp(`^${file}\\?user=${userId}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));

/** The same file's URL without its signature, which differs from one answer to the next. */
export const bareUrl = (link: string) => link.split('?')[0]!;
