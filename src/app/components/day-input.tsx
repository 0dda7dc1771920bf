import { useMantineTheme } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';

// The picker's placeholder is text on a button, so it must meet the 4.5:1 contrast that input placeholders are spared.
const dateStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };
// The input's clear button is not a CloseButton to touch-targets.css, so on a phone it gets its 44 px here.
const phoneClearButton = { minWidth: 44, minHeight: 44 };

/**
 * One day picked from a calendar, as the app's forms pick days: 'Thu, Nov 26, 2026', the calendar
 * a popover on a desktop and a dialog on a phone (a popover crowds a phone screen), its controls
 * named for screen readers. Props given override these.
 */
export const DayInput = ({ clearButtonProps, ...props }: DatePickerInputProps) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <DatePickerInput
      size="md"
      valueFormat="ddd, MMM D, YYYY"
      styles={dateStyles}
      dropdownType={phone ? 'modal' : 'popover'}
      modalProps={{ title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } }}
      ariaLabels={calendarLabels}
      clearButtonProps={{ ...clearButtonProps, style: phone ? phoneClearButton : undefined }}
      rightSectionWidth={phone && props.clearable ? 48 : undefined}
      {...props}
    />
  );
};
