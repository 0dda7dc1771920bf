import fc from 'fast-check';
import { HugeText } from './hostile-text';

/** JSON text put in as it is: what JSON.stringify cannot write (-0, 1e400, NaN) or refuses to. */
export class Raw {
  constructor(readonly text: string) {}

  [fc.toStringMethod]() {
    return `raw(${this.text})`;
  }
}

/** `count` copies of `item`, made only when the request is, printed short. */
export class HugeArray {
  constructor(
    readonly item: unknown,
    readonly count: number,
  ) {}

  [fc.toStringMethod]() {
    return `[${fc.stringify(this.item)} ×${this.count}]`;
  }
}

/**
 * An object key written into the text as it is. Set through JavaScript, `__proto__` would change
 * the object's prototype instead of becoming a key; written into the text, the server's parser
 * really meets it.
 */
export const rawKey = (index: number) => `@@fuzz-key-${index}@@`;

/** The JSON text of a value that may hold HugeText, HugeArray and Raw, with rawKey markers replaced by `keys`. */
export const jsonText = (value: unknown, keys: readonly string[] = []): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, node: unknown) => {
    if (node instanceof HugeText) return node.text();
    if (node instanceof HugeArray) return Array.from({ length: node.count }, () => node.item);
    if (node instanceof Raw) return `@@fuzz-raw-${raws.push(node.text) - 1}@@`;
    return node;
  }) as string | undefined;
  return (text ?? '')
    .replace(/"@@fuzz-raw-(\d+)@@"/g, (_, index: string) => raws[Number(index)]!)
    .replace(/"@@fuzz-key-(\d+)@@"/g, (_, index: string) => JSON.stringify(keys[Number(index)]));
};
