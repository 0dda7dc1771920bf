import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The box shows a zero ('0', '0.00'): a starting value the person means to replace, not to type after. */
const showsZero = (input: HTMLInputElement) => input.value.trim() !== '' && Number(input.value) === 0;

const selectsAll = (input: HTMLInputElement) => input.selectionStart === 0 && input.selectionEnd === input.value.length;

/**
 * A number box whose zero is replaced by what is typed, so typing 12 gives 12, not 012. Focus
 * selects the zero to show it will go; the first key typed selects it again, because the click
 * that focused the box puts the caret where it landed after focus (and the number formatter runs a
 * tick late), which would otherwise leave the zero in front of the typing.
 */
export const NumberField = ({ onFocus, onKeyDown, ...props }: NumberInputProps) => (
  <NumberInput
    size="md"
    hideControls
    {...props}
    onFocus={(event) => {
      onFocus?.(event);
      if (showsZero(event.currentTarget)) event.currentTarget.select();
    }}
    onKeyDown={(event) => {
      onKeyDown?.(event);
      const input = event.currentTarget;
      const typesText = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (typesText && showsZero(input) && !selectsAll(input)) input.select();
    }}
  />
);
