import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { invoiceMessages, invoiceTypesFor, type Invoice } from '../../../domain/invoices';
import { ApiError } from '../../api/api-error';
import { CompanyContact } from '../../components/company-contact';
import { LoadError } from '../../components/load-error';
import { NotFound } from '../../components/not-found';
import { ScreenLoader } from '../../components/screen-loader';
import { useSession } from '../../session/use-session';
import { FeesDialog } from './fees-dialog';
import { invoiceActionsFor, type InvoiceAction } from './invoice-actions';
import { InvoiceActionButtons } from './invoice-action-buttons';
import { InvoiceActionMenu } from './invoice-action-menu';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLines } from './invoice-lines';
import { InvoiceManualItems } from './invoice-manual-items';
import { InvoicePackages } from './invoice-packages';
import { InvoiceParties } from './invoice-parties';
import { invoicePrintCss } from './invoice-print-css';
import { useInvoice } from './invoice-query';
import { invoiceViewerOf, type InvoiceViewer } from './invoice-viewer';
import { formatMoney } from '../../components/display-format';
import { PaidStamp } from './paid-stamp';
import { TypeChoiceDialog } from './type-choice-dialog';
import { useInvoiceCart } from './use-invoice-cart';
import { useInvoiceMutations } from './use-invoice-mutations';

type Dialog = 'pay' | 'fees' | 'type' | null;

const InvoiceView = ({ invoice, viewer }: { invoice: Invoice; viewer: InvoiceViewer }) => {
  const [dialog, setDialog] = useState<Dialog>(null);
  // Staff are asked for the type of an unpaid invoice that has none (spec §4), once per visit.
  const [typeAsked, setTypeAsked] = useState(false);
  const closeDialog = () => {
    setDialog(null);
    setTypeAsked(true);
  };
  const mutations = useInvoiceMutations(invoice, viewer.id, closeDialog);
  const cart = useInvoiceCart(invoice, viewer);
  const actions = invoiceActionsFor(invoice, viewer);
  const pending: Record<InvoiceAction, boolean> = {
    approve: mutations.approve.isPending,
    unapprove: mutations.unapprove.isPending,
    pay: mutations.pay.isPending,
    fees: mutations.saveFees.isPending,
    type: mutations.setType.isPending,
    cart: cart.pending,
  };
  const running = actions.find((action) => pending[action]) ?? null;
  const onAction = (action: InvoiceAction) => {
    if (action === 'approve') mutations.approve.mutate();
    else if (action === 'unapprove') mutations.unapprove.mutate();
    else if (action === 'cart') void cart.add();
    else setDialog(action);
  };
  const askType = viewer.isStaff && invoice.status === 'unpaid' && invoice.type === null && !typeAsked;
  const types = invoiceTypesFor(viewer.isAdmin);
  return (
    // Room at the bottom so the floating menu never covers the grand total.
    <Stack gap="md" pb={96} className="invoice-page">
      <style>{invoicePrintCss}</style>
      <CompanyContact className="invoice-print-only" />
      <InvoiceHeader invoice={invoice} showC13={viewer.isStaff} />
      {invoice.status === 'paid' && <PaidStamp paidOn={invoice.paid_on} lastFour={invoice.lastFourDigits} />}
      <InvoiceActionButtons invoice={invoice} actions={actions} running={running} onAction={onAction} />
      <InvoiceParties invoice={invoice} linkOrder={!viewer.isCustomer} />
      {invoice.manual && <InvoiceManualItems manual={invoice.manual} />}
      <InvoicePackages packages={invoice.packages} />
      <InvoiceLines invoice={invoice} />
      <InvoiceActionMenu invoice={invoice} actions={actions} running={running} onAction={onAction} />
      <TypeChoiceDialog
        opened={dialog === 'type' || askType}
        onClose={closeDialog}
        title={invoiceMessages.setType}
        label="Type"
        submitLabel="Save"
        types={types}
        initial={invoice.type}
        pending={mutations.setType.isPending}
        onSubmit={(type) => mutations.setType.mutate(type)}
      />
      <TypeChoiceDialog
        opened={dialog === 'pay'}
        onClose={closeDialog}
        title={`Pay invoice #${invoice.pseudo_id}`}
        intro={<Text>Grand total: {formatMoney(invoice.grandTotal)}</Text>}
        label="Paid by"
        submitLabel="Pay"
        types={types}
        initial={null}
        pending={mutations.pay.isPending}
        onSubmit={(type) => mutations.pay.mutate(type)}
      />
      <FeesDialog invoice={invoice} opened={dialog === 'fees'} onClose={closeDialog} pending={mutations.saveFees.isPending} onSave={(body) => mutations.saveFees.mutate(body)} />
    </Stack>
  );
};

/**
 * Invoice page (/invoices/:id): the invoice with its lines, and what this user may do to it. A
 * customer asking for someone else's invoice is answered 404 by the server, and sees the same
 * page as for an invoice that does not exist.
 */
export const InvoiceScreen = () => {
  const id = Number(useParams().id);
  const session = useSession();
  const invoice = useInvoice(id);
  if (!session || !Number.isInteger(id) || id <= 0) return <NotFound />;
  if (invoice.isPending) return <ScreenLoader />;
  if (invoice.error) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFound />;
    return <LoadError title="Could not load this invoice" error={invoice.error} onRetry={() => void invoice.refetch()} />;
  }
  return <InvoiceView invoice={invoice.data} viewer={invoiceViewerOf(session.user)} />;
};
