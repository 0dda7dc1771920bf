/** Query keys of the prealerts area; everything under ['prealerts'] goes stale when one is filed, withdrawn or received. */
export const prealertsKey = ['prealerts'] as const;
export const customerPrealertsKey = (customerId: number, page: number) => [...prealertsKey, 'customer', customerId, page] as const;
export const openPrealertsKey = (query: { search?: string; tracking?: string; page?: number }) => [...prealertsKey, 'open', query] as const;
export const prealertKey = (id: number) => [...prealertsKey, id] as const;
