/** A LIKE pattern that finds `text` anywhere, with `%`, `_` and `\` in it taken as plain characters. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
