/** Query keys of the reports area: a report page is one key, so going back to a page shows it at once. */
export const reportsKey = ['reports'] as const;
export const editedOrdersKey = (date: string) => [...reportsKey, 'edited', date] as const;
export const unpaidInvoicesKey = (page: number) => [...reportsKey, 'unpaid', page] as const;
export const clientOrdersKey = (start: string, end: string, page: number) => [...reportsKey, 'clients', start, end, page] as const;
export const deliveredNoInvoiceKey = (page: number) => [...reportsKey, 'no-invoice', page] as const;
