import { useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

const modalProps = { title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } };

type Props = {
  /** Days as the API takes them, 'YYYY-MM-DD'; none is any day. */
  start?: string | null;
  end?: string | null;
  onChange: (name: 'start' | 'end', value: string | null) => void;
};

/**
 * A list filter's Start date and End date pickers: two grid cells, each bounding the other so the
 * range never inverts. A calendar popover crowds a phone screen, so there it opens as a dialog.
 */
export const DateRangeFilter = ({ start, end, onChange }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const shared = {
    placeholder: 'Any day',
    clearable: true,
    size: 'md',
    valueFormat: 'MMM D, YYYY',
    styles: dateStyles,
    dropdownType: phone ? 'modal' : 'popover',
    modalProps,
  } as const;
  return (
    <>
      <DatePickerInput
        {...shared}
        label="Start date"
        clearButtonProps={{ 'aria-label': 'Clear start date' }}
        maxDate={end ?? undefined}
        value={start ?? null}
        onChange={(value) => onChange('start', value)}
      />
      <DatePickerInput
        {...shared}
        label="End date"
        clearButtonProps={{ 'aria-label': 'Clear end date' }}
        minDate={start ?? undefined}
        value={end ?? null}
        onChange={(value) => onChange('end', value)}
      />
    </>
  );
};
