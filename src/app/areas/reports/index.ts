export { ClientOrdersScreen } from './clients/client-orders-screen';
export { ReportsScreen } from './hub/reports-screen';
export { DeliveredNoInvoiceScreen } from './no-invoice/delivered-no-invoice-screen';
export { UnpaidInvoicesScreen } from './unpaid/unpaid-invoices-screen';
