import type { GetInputPropsReturnType } from '@mantine/form';
import { DayInput } from '../../components/day-input';

/**
 * orderInfo.arrival: the day the package reaches the Miami warehouse. Its invoice is priced at the
 * rates in force that day, so the calculator prices with them too; left empty, today's rates.
 */
export const ArrivalInput = (inputProps: GetInputPropsReturnType) => (
  <DayInput
    label="Arrival at our Miami warehouse"
    description="Charges are priced at the rates in force on the day your package arrives. Leave empty for today’s rates."
    placeholder="Today"
    clearable
    clearButtonProps={{ 'aria-label': 'Clear arrival date' }}
    {...inputProps}
  />
);
