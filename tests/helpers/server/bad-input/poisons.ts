import { z } from 'zod';

/** What the outside probe sent: each kind goes where a field of that type is. */
export const poisons = {
  nul: 'a\u0000b',
  int4: 2_147_483_648,
  int2: 32_768,
  date: '0000-01-01',
  'date-time': '0000-01-01T00:00:00Z',
  tiny: 5e-324,
} as const;
export type PoisonKind = keyof typeof poisons;

/** The API names of smallint columns (users.location_id and island_id, offices.location_id). */
const smallintFields = new Set(['location', 'island', 'location_id']);

export type Path = (string | number)[];
export type Leaf = { path: Path; kind: PoisonKind };

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const kindsOf = (node: JsonSchema, path: Path): PoisonKind[] => {
  if (node.enum !== undefined || node.const !== undefined) return [];
  if (node.type === 'string') return node.format === 'date' || node.format === 'date-time' ? ['nul', node.format] : ['nul'];
  if (node.type === 'integer') return smallintFields.has(String(path.at(-1))) ? ['int4', 'int2'] : ['int4'];
  if (node.type === 'number') return ['tiny'];
  return [];
};

/**
 * Every field of a zod schema that a poison fits, found through its JSON Schema (the one the
 * OpenAPI document shows): strings, integers, numbers and dates at any depth, unions included.
 */
export const leavesOf = (schema: z.ZodType): Leaf[] => {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const leaves = new Map<string, Leaf>();
  const walk = (node: JsonSchema, path: Path) => {
    if (node.$ref) return walk(root.$defs![node.$ref.replace('#/$defs/', '')]!, path);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(option, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.type === 'array' && node.items) walk(node.items, [...path, 0]);
    for (const kind of kindsOf(node, path)) leaves.set(`${path.join('.')} ${kind}`, { path, kind });
  };
  walk(root, []);
  return [...leaves.values()];
};

/** A copy of `value` with `leaf` set at `path`, making the objects and arrays on the way that are missing. */
export const withLeaf = (value: unknown, path: Path, leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path;
  const container = value !== null && typeof value === 'object' ? structuredClone(value) : typeof key === 'number' ? [] : {};
  const record = container as Record<string | number, unknown>;
  record[key!] = withLeaf(record[key!], rest, leaf);
  return container;
};

/** 100,000 nested arrays: parsed without trouble, but anything that walks it by recursion overflows. */
export const deeplyNested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** An object key holding NUL, which no schema names and so no schema refuses. */
export const nulKey = 'a\u0000b';
