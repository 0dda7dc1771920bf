import { Fieldset, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

const mailChoiceLabel = 'Email me when my parcels arrive and my invoices are ready';

/**
 * A customer's choice of mail (users.mail_updates): when a parcel is received in Miami or arrives in
 * Nassau, and when an invoice is ready to pay. Payment receipts go whatever is chosen here.
 */
export const MailChoiceSwitch = (inputProps: GetInputPropsReturnType) => (
  <Fieldset legend="Emails" variant="unstyled" mt="lg">
    <Switch size="md" label={mailChoiceLabel} description="Payment receipts are always emailed." {...inputProps} />
  </Fieldset>
);
