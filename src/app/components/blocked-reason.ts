import type { z } from 'zod';

/** Where a problem is, in words, from its path in the values ('item 1'); empty when the message says enough. */
export type PlaceOf = (path: readonly PropertyKey[]) => string;

/** Names the item of a list, e.g. ['items', 0, 'price'] → 'item 1'. */
export const listItemPlace =
  (list: string, noun: string): PlaceOf =>
  (path) =>
    path[0] === list && typeof path[1] === 'number' ? `${noun} ${path[1] + 1}` : '';

/**
 * Why a form cannot be sent yet, in the schema's own words: the first field it refuses, where that
 * field is, and how many other fields need fixing. Null when the values pass. The same schema drives
 * the form's isValid(), so the reason and the disabled button always agree.
 */
export const blockedReason = (schema: z.ZodType, values: unknown, placeOf: PlaceOf = () => ''): string | null => {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issues = result.error.issues;
  const first = issues[0]!;
  const place = placeOf(first.path);
  const others = new Set(issues.map((issue) => issue.path.join('.'))).size - 1;
  return `${first.message}${place ? ` (${place})` : ''}${others > 0 ? `, and ${others} more ${others === 1 ? 'field' : 'fields'} to fix` : ''}.`;
};
