/** Query keys of the shipments area; everything under ['shipments'] goes stale when a shipment is saved. */
export const shipmentsKey = ['shipments'] as const;
export const shipmentsListKey = (search: string) => [...shipmentsKey, 'list', search] as const;
export const unshippedKey = (search: string, page: number) => [...shipmentsKey, 'unshipped', search, page] as const;
export const shipmentKey = (id: number) => [...shipmentsKey, id] as const;
export const reportKey = (id: number) => [...shipmentKey(id), 'report'] as const;
export const reportPageKey = (id: number, page: number) => [...reportKey(id), page] as const;
export const groupedKey = (id: number) => [...shipmentKey(id), 'grouped'] as const;
export const attachmentsKey = (id: number) => [...shipmentKey(id), 'attachments'] as const;
