import { Button, Group } from '@mantine/core';
import type { Invoice } from '../../../domain/invoices';
import { InvoiceActionIcon } from './action-icons';
import { invoiceActionLabel, type InvoiceAction } from './invoice-actions';

type Props = { invoice: Invoice; actions: InvoiceAction[]; running: InvoiceAction | null; onAction: (action: InvoiceAction) => void };

/** The invoice's actions as buttons; one at a time, so a second click cannot race the first. */
export const InvoiceActionButtons = ({ invoice, actions, running, onAction }: Props) =>
  actions.length === 0 ? null : (
    <Group gap="xs" className="invoice-no-print">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'pay' || action === 'approve' ? 'filled' : 'default'}
          leftSection={<InvoiceActionIcon action={action} />}
          loading={running === action}
          disabled={running !== null && running !== action}
          onClick={() => onAction(action)}
          mih={44}
        >
          {invoiceActionLabel(action, invoice)}
        </Button>
      ))}
    </Group>
  );
