/** An alert title in its tint (Mantine's default) falls below 4.5:1 on the tinted background; the body colour passes. */
export const readableTitle = { title: { color: 'var(--mantine-color-text)' } };
