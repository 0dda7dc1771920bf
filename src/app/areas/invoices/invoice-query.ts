import { useQuery } from '@tanstack/react-query';
import { invoicesApi } from '../../api/invoices';

export const invoiceKey = (id: number) => ['invoices', id] as const;

export const useInvoice = (id: number) => useQuery({ queryKey: invoiceKey(id), queryFn: () => invoicesApi.get(id), enabled: Number.isInteger(id) && id > 0 });
