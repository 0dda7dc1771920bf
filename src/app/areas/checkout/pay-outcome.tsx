import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { checkoutMessages, type CheckoutResult } from '../../../domain/checkout';
import { ApiError } from '../../api/api-error';
import { errorMessage } from '../../components/error-message';
import { formatMoney } from '../../components/display-format';

/** What went wrong in the server's words: its field messages (the card was declined), else its message. */
const failureDetails = (error: unknown) => {
  const fields = error instanceof ApiError ? [...new Set(Object.values(error.fields))] : [];
  return fields.length > 0 ? fields : [errorMessage(error)];
};

/** The §8 alert of a failed checkout, with what the server said. */
export const PayFailure = ({ error }: { error: unknown }) => (
  <Alert color="red" role="alert" icon={<IconAlertCircle />} title={checkoutMessages.failure}>
    {failureDetails(error).map((detail) => (
      <Text key={detail} size="sm">
        {detail}
      </Text>
    ))}
  </Alert>
);

const chargedText = (result: CheckoutResult) => {
  const charged = `${formatMoney(result.charged)} paid${result.last_four ? ` with the card ending in ${result.last_four}` : ''}.`;
  return result.delivery_id === null ? charged : `${charged} Your delivery is booked.`;
};

/** The §8 success message, with what was charged. */
export const PaySuccess = ({ result }: { result: CheckoutResult }) => (
  <Alert color="green" role="status" icon={<IconCircleCheck />} title={checkoutMessages.success}>
    <Text size="sm">{chargedText(result)}</Text>
  </Alert>
);
