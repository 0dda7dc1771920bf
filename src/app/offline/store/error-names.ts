/** True when `error`, or an error Dexie wrapped inside it (`inner`), has this name. */
export const hasErrorName = (error: unknown, name: string): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && error.name === name) return true;
  const inner: unknown = 'inner' in error ? error.inner : undefined;
  return inner !== error && hasErrorName(inner, name);
};
