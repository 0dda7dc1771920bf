import { Badge } from '@mantine/core';
import { invoiceStatusLabels } from '../../../../domain/invoices';
import type { UnpaidInvoiceRow } from '../../../../domain/reports';

/** Approved invoices are ready to be paid; unpaid ones still wait for staff to approve them. */
export const InvoiceStatusBadge = ({ status }: { status: UnpaidInvoiceRow['status'] }) => (
  <Badge variant="outline" color={status === 'approved' ? 'blue.9' : 'gray.8'}>
    {invoiceStatusLabels[status]}
  </Badge>
);
