import { listOf } from '../../domain/common';
import {
  attachmentField,
  zAttachmentResults,
  zCalculations,
  zGroupedPackages,
  zNotifyResult,
  zPackageC13,
  zPackageQb,
  zShipment,
  zShipmentAttachment,
  zShipmentReport,
  zShipmentsPage,
  zUnshippedPage,
  type Calculations,
  type ShipmentData,
} from '../../domain/shipments';
import { api, request } from './client';

/** Shipments, their report and files, and the per-package C13 and QuickBooks marks (finance spec §7). */
export const shipmentsApi = {
  list: (query: { page: number; search: string }) => api.get('/shipments', zShipmentsPage, query),
  get: (id: number) => api.get(`/shipments/${id}`, zShipment),
  /** One key per save attempt, kept for its retries, so a resent create makes one shipment. */
  create: (data: ShipmentData, idempotencyKey: string) => request('POST', '/shipments', { schema: zShipment, body: { data }, idempotencyKey }),
  update: (id: number, data: ShipmentData, idempotencyKey: string) => request('PUT', `/shipments/${id}`, { schema: zShipment, body: { data }, idempotencyKey }),
  unshipped: (query: { search: string; page: number }) => api.get('/unshipped/packages', zUnshippedPage, query),
  grouped: (id: number) => api.get(`/grouped/packages/${id}`, zGroupedPackages),
  report: (id: number, page: number) => api.get(`/shipments/${id}/report`, zShipmentReport, { page }),
  reportCsv: (id: number) => api.download(`/shipments/${id}/report.csv`, 'text/csv'),
  saveCalculations: (id: number, calculations: Calculations) => api.post(`/shipments/${id}/calculations`, zCalculations, { calculations }),
  attachments: (id: number) => api.get(`/shipments/${id}/attachments`, listOf(zShipmentAttachment)),
  uploadAttachments: (id: number, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append(attachmentField, file, file.name);
    return api.upload(`/shipments/${id}/attachments`, form, zAttachmentResults);
  },
  notify: (id: number) => api.post(`/shipments/${id}/notify`, zNotifyResult),
  notifyParcel: (packageId: number) => api.post(`/shipments/parcels/${packageId}/notify`, zNotifyResult),
  addC13: (packageId: number) => api.post('/packages/c13', zPackageC13, { id: packageId }),
  removeC13: (packageId: number) => api.delete(`/packages/${packageId}/c13`, zPackageC13),
  addQb: (packageId: number, date: string) => api.post('/packages/qb', zPackageQb, { id: packageId, date }),
};
