/**
 * Cleared optional inputs reach the form as ''; the API stores them as "no value", so an emptied
 * phone or note does not linger as an empty string. Required fields are never blank once valid.
 */
export const blanksToNull = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])) as T;
