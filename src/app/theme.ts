import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Darker primary shades keep text and controls readable under warehouse lighting (contrast 4.5:1). */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** Mantine's default dimmed grey, error red and placeholder grey fall below 4.5:1 on white; darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[8], '--mantine-color-placeholder': t.colors.gray[7] },
  dark: {},
});
