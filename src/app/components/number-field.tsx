import { useRef } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The box shows a zero ('0', '0.00'): a starting value the person means to replace, not to type after. */
const showsZero = (input: HTMLInputElement) => input.value.trim() !== '' && Number(input.value) === 0;

/**
 * A number box whose zero is selected when it gets focus, so typing 12 gives 12, not 012. The click
 * that focuses the box then puts the caret where it landed, after the focus handler ran (and the
 * number formatter runs onFocus a tick late), so the first mouse-up after focus selects again.
 */
export const NumberField = ({ onFocus, onMouseUp, onBlur, ...props }: NumberInputProps) => {
  const selectOnMouseUp = useRef(false);
  return (
    <NumberInput
      size="md"
      hideControls
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        if (!showsZero(event.currentTarget)) return;
        event.currentTarget.select();
        selectOnMouseUp.current = true;
      }}
      onMouseUp={(event) => {
        onMouseUp?.(event);
        if (!selectOnMouseUp.current) return;
        selectOnMouseUp.current = false;
        if (showsZero(event.currentTarget)) event.currentTarget.select();
      }}
      onBlur={(event) => {
        selectOnMouseUp.current = false;
        onBlur?.(event);
      }}
    />
  );
};
