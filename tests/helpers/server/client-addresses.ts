/**
 * A new client address on each call, in 10.<block>.x.y: a test that sends from its own address
 * never finds its requests counted against another's per-address limit.
 */
export const clientAddresses = (block: number) => {
  let sequence = 0;
  return () => {
    sequence++;
    return `10.${block}.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  };
};
