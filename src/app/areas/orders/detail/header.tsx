import { Button, Group, Title } from '@mantine/core';
import { IconFileInvoice, IconFlag, IconLock, IconLockOpen, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Order } from '../../../../domain/orders';
import { useOrderActions } from './use-actions';
import { useFlagCustomer } from './use-flag-customer';
import type { OrderViewer } from './viewer';

type Props = { order: Order; viewer: OrderViewer; onInvoices: () => void; onImages: () => void };

/**
 * 'Order #id' and the buttons this user may use; a paid invoice freezes editing and deleting, and a
 * flagged customer cannot be flagged again (spec §4).
 */
export const OrderDetailHeader = ({ order, viewer, onInvoices, onImages }: Props) => {
  const actions = useOrderActions(order);
  const { flag, flagging } = useFlagCustomer(order);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={2}>Order #{order.id}</Title>
      <Group gap="xs" wrap="wrap">
        {viewer.isStaff && !order.invoice_paid && (
          <Button component={Link} to={`/orders/${order.id}/edit`} leftSection={<IconPencil size={18} />} mih={44}>
            Edit
          </Button>
        )}
        {viewer.isAdmin && (
          <Button
            variant="default"
            leftSection={order.completed ? <IconLockOpen size={18} /> : <IconLock size={18} />}
            onClick={actions.toggle}
            loading={actions.toggling}
            mih={44}
          >
            {order.completed ? 'Open Order' : 'Close Order'}
          </Button>
        )}
        <Button variant="default" leftSection={<IconFileInvoice size={18} />} onClick={onInvoices} mih={44}>
          Uploaded Invoices ({order.uploads.length})
        </Button>
        {/* Warehouse photos are staff material: the server lists none to a customer. */}
        {!viewer.isCustomer && (
          <Button variant="default" leftSection={<IconPhoto size={18} />} onClick={onImages} mih={44}>
            Uploaded Images ({order.images.length})
          </Button>
        )}
        {viewer.isStaff && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconFlag size={18} />}
            onClick={() => void flag()}
            loading={flagging}
            disabled={order.user.flagged}
            title={order.user.flagged ? 'This customer is already flagged.' : undefined}
            mih={44}
          >
            Flag user
          </Button>
        )}
        {viewer.isSpecial && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} />}
            onClick={() => void actions.remove()}
            loading={actions.removing}
            disabled={order.invoice_paid}
            title={order.invoice_paid ? 'An order whose invoice is paid cannot be deleted.' : undefined}
            mih={44}
          >
            Delete
          </Button>
        )}
      </Group>
    </Group>
  );
};
