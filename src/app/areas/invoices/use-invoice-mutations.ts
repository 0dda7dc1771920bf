import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceTypeLabels, type Invoice, type InvoiceFeesBody, type InvoiceType } from '../../../domain/invoices';
import { invoicesApi } from '../../api/invoices';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { cartKey } from '../cart';
import { invoiceKey } from './invoice-query';

/**
 * One state change of the invoice: on success the invoice is fetched again before the snackbar
 * says so (portal spec §4), so what the snackbar confirms is already on screen; a refusal shows the
 * server's message. The order is marked stale too (its detail shows the invoice and whether it is
 * paid), and the user's own cart is fetched again: unapproving, paying or switching an invoice away
 * from online takes it out of every cart (spec §4: unapprove "also reloads the user's cart").
 */
type Change<V> = { send: (values: V) => Promise<unknown>; success: (values: V) => string; onDone?: () => void };

const useInvoiceMutation = <V>(invoice: Invoice, viewerId: number, { send, success, onDone }: Change<V>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, values) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: cartKey(viewerId) });
      await queryClient.invalidateQueries({ queryKey: invoiceKey(invoice.id) });
      notifySuccess(success(values));
      onDone?.();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
};

/** The staff actions of the invoice page; onDone closes whichever dialog started one. */
export const useInvoiceMutations = (invoice: Invoice, viewerId: number, onDone: () => void) => {
  const name = `Invoice #${invoice.pseudo_id}`;
  const approve = useInvoiceMutation(invoice, viewerId, { send: () => invoicesApi.approve(invoice.id, viewerId), success: () => `${name} was approved.` });
  const unapprove = useInvoiceMutation(invoice, viewerId, { send: () => invoicesApi.unapprove(invoice.id, viewerId), success: () => `${name} was unapproved.` });
  const pay = useInvoiceMutation(invoice, viewerId, {
    send: (type: InvoiceType) => invoicesApi.pay(invoice.id, type),
    success: (type) => `${name} was paid by ${invoiceTypeLabels[type]}.`,
    onDone,
  });
  const setType = useInvoiceMutation(invoice, viewerId, {
    send: (type: InvoiceType) => invoicesApi.setType(invoice.id, type),
    success: (type) => `${name} will be paid by ${invoiceTypeLabels[type]}.`,
    onDone,
  });
  const saveFees = useInvoiceMutation(invoice, viewerId, {
    send: (body: InvoiceFeesBody) => invoicesApi.saveFees(invoice.id, body),
    success: () => `The fees of ${name} were saved.`,
    onDone,
  });
  return { approve, unapprove, pay, setType, saveFees };
};
