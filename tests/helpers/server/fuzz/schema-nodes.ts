import { z } from 'zod';
import type { Path } from '../bad-input/poisons';

/** A place in a request part that the schema describes: what it holds and whether it may be left out. */
export type SchemaNode = { path: Path; types: string[]; required: boolean };

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const typesOf = (node: JsonSchema) => [
  ...[node.type ?? []].flat(),
  ...(node.enum !== undefined || node.const !== undefined ? ['enum'] : []),
];

/**
 * Every place a zod schema describes, at any depth, through its JSON Schema (the one the OpenAPI
 * document shows): objects, arrays and their items, the options of unions, down to each string,
 * number and boolean. The root is the path []; an array's items are at index 0.
 */
export const schemaNodes = (schema: z.ZodType): SchemaNode[] => {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const nodes = new Map<string, SchemaNode>();
  const add = (path: Path, types: string[], required: boolean) => {
    const key = JSON.stringify(path);
    const known = nodes.get(key);
    nodes.set(key, { path, types: [...new Set([...(known?.types ?? []), ...types])], required: (known?.required ?? false) || required });
  };
  const walk = (node: JsonSchema, path: Path, required: boolean, seen: ReadonlySet<string>) => {
    if (node.$ref) {
      // A recursive schema ends where it comes back to a definition already on the way down.
      if (seen.has(node.$ref)) return;
      return walk(root.$defs![node.$ref.replace('#/$defs/', '')]!, path, required, new Set([...seen, node.$ref]));
    }
    add(path, typesOf(node), required);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(option, path, required, seen);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key], node.required?.includes(key) ?? false, seen);
    if (node.items) walk(node.items, [...path, 0], true, seen);
    node.prefixItems?.forEach((child, index) => walk(child, [...path, index], true, seen));
  };
  walk(root, [], true, new Set());
  return [...nodes.values()];
};
