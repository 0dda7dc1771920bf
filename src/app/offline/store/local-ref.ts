// No 0/O, 1/I/L: a reference read aloud or copied from a screen must not be ambiguous.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference such as `L-7K3Q`, shown for an order until the server gives it an id. */
export const createLocalRef = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `L-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
};
