import { Box, Checkbox, type CheckboxProps } from '@mantine/core';

/**
 * A checkbox without a visible label whose tappable area is 48 px however small its box: the box
 * sits in a label that fills the rest, so a thumb that misses the box still ticks it.
 */
export const TouchCheckbox = (props: CheckboxProps) => (
  <Box component="label" display="inline-flex" miw={48} mih={48} style={{ alignItems: 'center', justifyContent: 'center', cursor: props.disabled ? undefined : 'pointer' }}>
    <Checkbox {...props} />
  </Box>
);
