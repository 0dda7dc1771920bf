// Most names are plain ASCII: they skip Unicode normalisation, the slow part of building 50,000 keys.
const plainAscii = /^[\x20-\x7e]*$/;

/**
 * Text as the customer search compares it: accents dropped (é → e), lower case, and anything but
 * letters and digits a word break, so "O'Brien" is found by "o b" and "Knowles-Rolle" by "rolle".
 */
export const searchText = (text: string) =>
  plainAscii.test(text)
    ? text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
    : text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

/** The words typed, each to be found at the start of a word of the customer's key. */
export const searchWords = (search: string) => searchText(search).split(' ').filter((word) => word !== '');

/** One customer's key: a space before every word, so " " + typed word finds word starts only; the Dept # is a word too. */
export const customerKey = (fullName: string, id: number) => ` ${searchText(fullName)} ${id}`;
