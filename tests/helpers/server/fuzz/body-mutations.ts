import fc from 'fast-check';
import { withLeaf, type Path } from '../bad-input/poisons';
import { hostileText, hugeText, type HugeText } from './hostile-text';
import { hostileValue } from './hostile-values';
import { HugeArray, jsonText, rawKey } from './json-text';
import type { SchemaNode } from './schema-nodes';

/** One change to a valid JSON body; pure data, so fast-check can shrink it and print it. */
export type BodyMutation =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'drop'; path: Path }
  | { kind: 'extra'; path: Path; key: string; value: unknown }
  | { kind: 'huge-text'; path: Path; text: HugeText }
  | { kind: 'huge-array'; path: Path; count: number; item: unknown };

/** Keys that reach an object's prototype or shadow its methods when code copies a body key by key. */
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'then', '__defineGetter__'];

/** The values that make a prototype key bite: an object to merge, a prototype under `constructor`. */
const pollutingValue = () => fc.constantFrom<unknown>({ isAdmin: true, special: true }, { prototype: { isAdmin: true } }, null, 'x', 1);

/** Every path that holds a value in a JSON value, the root [] first. */
const pathsIn = (value: unknown, path: Path = []): Path[] =>
  value !== null && typeof value === 'object'
    ? [path, ...Object.entries(value).flatMap(([key, child]) => pathsIn(child, [...path, Array.isArray(value) ? Number(key) : key]))]
    : [path];

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value);

const withoutAt = (value: unknown, path: Path): unknown => {
  if (path.length === 0) return undefined;
  const copy = structuredClone(value);
  const parent = valueAt(copy, path.slice(0, -1));
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else if (parent !== null && typeof parent === 'object') delete (parent as Record<string, unknown>)[String(path.at(-1))];
  return copy;
};

/**
 * Mutations of a body as its schema describes it and as its valid sample holds it: a wrong type or
 * hostile value anywhere, the body itself replaced; a field dropped; an extra field, prototype keys
 * and a repeated key among them; a string of 100k to 900k characters; an array of thousands.
 */
export const bodyMutations = (nodes: readonly SchemaNode[], sample: unknown): fc.Arbitrary<BodyMutation> => {
  const known = new Map<string, Path>();
  for (const path of [...nodes.map((n) => n.path), ...pathsIn(sample)]) known.set(JSON.stringify(path), path);
  const paths = [...known.values()];
  const having = (type: string, fallback: Path[]) => {
    const found = nodes.filter((n) => n.types.includes(type)).map((n) => n.path);
    return found.length > 0 ? found : fallback;
  };
  const objects = having('object', [[]]);
  const existingKeys = pathsIn(sample).filter((p) => typeof p.at(-1) === 'string');
  // Required fields first: leaving out an optional one is no mistake.
  const required = nodes.filter((n) => n.required && n.path.length > 0).map((n) => n.path);
  const droppable = required.length > 0 ? required : paths.filter((p) => p.length > 0);
  const arrays = having('array', paths);
  const item = (path: Path) => valueAt(sample, [...path, 0]) ?? 0;
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: hostileValue() }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...(droppable.length > 0 ? droppable : [[]])) }) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        fc.record({ kind: fc.constant('extra' as const), path: fc.constantFrom(...objects), key: fc.constantFrom(...prototypeKeys), value: pollutingValue() }),
        fc.record({ kind: fc.constant('extra' as const), path: fc.constantFrom(...objects), key: fc.oneof(hostileText(), fc.string()), value: hostileValue() }),
        ...(existingKeys.length > 0
          ? [fc.constantFrom(...existingKeys).chain((path) => fc.record({ kind: fc.constant('extra' as const), path: fc.constant(path.slice(0, -1)), key: fc.constant(String(path.at(-1))), value: hostileValue() }))]
          : []),
      ),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('huge-text' as const), path: fc.constantFrom(...having('string', paths)), text: hugeText() }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...arrays)
        .chain((path) => fc.record({ kind: fc.constant('huge-array' as const), path: fc.constant(path), count: fc.integer({ min: 1_000, max: 100_000 }), item: fc.constantFrom(item(path), 0, '', null) })),
    },
  );
};

/** Large items are repeated only as far as a little over the body limit: past it is past it, and quick to build. */
const maxHugeArrayChars = 1_200_000;

/** The JSON text of the sample with the mutation applied; undefined when nothing is left to send. */
export const mutatedBody = (sample: unknown, mutation: BodyMutation): string | undefined => {
  switch (mutation.kind) {
    case 'set':
      return jsonText(withLeaf(sample, mutation.path, mutation.value));
    case 'drop': {
      const left = withoutAt(sample, mutation.path);
      return left === undefined ? undefined : jsonText(left);
    }
    case 'extra':
      return jsonText(withLeaf(sample, [...mutation.path, rawKey(0)], mutation.value), [mutation.key]);
    case 'huge-text':
      return jsonText(withLeaf(sample, mutation.path, mutation.text));
    case 'huge-array': {
      const count = Math.min(mutation.count, Math.floor(maxHugeArrayChars / (jsonText(mutation.item).length + 1)));
      return jsonText(withLeaf(sample, mutation.path, new HugeArray(mutation.item, count)));
    }
  }
};
