import { useId, useState } from 'react';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { IconFileInvoice, IconFilePlus, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Order } from '../../../../domain/orders';
import { LowUnitPriceWarning } from './banners';
import { ManualInvoiceDialog } from './manual-invoice-dialog';
import { useInvoiceGeneration } from './use-invoice-generation';
import type { OrderViewer } from './viewer';

const InvoiceLink = ({ order, id }: { order: Order; id: number }) => (
  <Group gap="xs">
    <Button component={Link} to={`/invoices/${id}`} variant="light" leftSection={<IconReceipt size={18} />} mih={44}>
      Invoice #{order.invoice_pseudo_id ?? id}
    </Button>
    {order.invoice_paid && (
      <Badge color="green" variant="light" c="dark.9">
        Paid
      </Badge>
    )}
  </Group>
);

/**
 * Staff invoicing of an order without an invoice (portal spec §4): Generate Invoice, held back for
 * non-special staff while an item is below the $5 unit price, with the warning beside it saying
 * why; special users see the warning too but may generate, and may enter a manual invoice.
 */
const Invoicing = ({ order, viewer }: { order: Order; viewer: OrderViewer }) => {
  const warningId = useId();
  const [manualOpened, setManualOpened] = useState(false);
  const { generate, generating } = useInvoiceGeneration(order.id, viewer.userId);
  const lowPrice = !order.valid_unit_price;
  return (
    <Group gap="sm" align="flex-start">
      <Button
        leftSection={<IconFileInvoice size={18} />}
        onClick={generate}
        loading={generating}
        disabled={lowPrice && !viewer.isSpecial}
        aria-describedby={lowPrice ? warningId : undefined}
        mih={44}
      >
        Generate Invoice
      </Button>
      {viewer.isSpecial && (
        <Button variant="default" leftSection={<IconFilePlus size={18} />} onClick={() => setManualOpened(true)} mih={44}>
          Manual Invoice
        </Button>
      )}
      {lowPrice && <LowUnitPriceWarning id={warningId} />}
      {viewer.isSpecial && <ManualInvoiceDialog orderId={order.id} opened={manualOpened} onClose={() => setManualOpened(false)} />}
    </Group>
  );
};

/** The order's invoice: a way to it once there is one (for everyone who sees the order), else staff's ways to make one. */
export const OrderInvoicePanel = ({ order, viewer }: { order: Order; viewer: OrderViewer }) => {
  if (order.invoice_id === null && !viewer.isStaff) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Invoice">
      {order.invoice_id === null ? <Invoicing order={order} viewer={viewer} /> : <InvoiceLink order={order} id={order.invoice_id} />}
    </Paper>
  );
};
