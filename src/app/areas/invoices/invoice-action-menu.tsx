import { ActionIcon, Affix, Menu } from '@mantine/core';
import { IconDotsVertical, IconPrinter } from '@tabler/icons-react';
import type { Invoice } from '../../../domain/invoices';
import { InvoiceActionIcon } from './action-icons';
import { invoiceActionLabel, type InvoiceAction } from './invoice-actions';

type Props = { invoice: Invoice; actions: InvoiceAction[]; running: InvoiceAction | null; onAction: (action: InvoiceAction) => void };

/**
 * The floating action menu of portal spec §2: the same actions as the buttons plus Print, within a
 * thumb's reach on a phone. It sits above the footer; each item is a 48 px target.
 */
export const InvoiceActionMenu = ({ invoice, actions, running, onAction }: Props) => (
  <Affix position={{ bottom: 56, right: 20 }} className="invoice-no-print">
    <Menu position="top-end" shadow="md" styles={{ item: { minHeight: 48 } }}>
      <Menu.Target>
        <ActionIcon size={56} radius="xl" variant="filled" aria-label="Invoice actions" loading={running !== null}>
          <IconDotsVertical size={24} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action} leftSection={<InvoiceActionIcon action={action} />} onClick={() => onAction(action)}>
            {invoiceActionLabel(action, invoice)}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          Print
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  </Affix>
);
