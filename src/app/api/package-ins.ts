import { zHeldPackageChecked, zPackageIn, zPackageInsList, type PackageInBody } from '../../domain/package-ins';
import { api, request } from './client';

export const packageInsApi = {
  /** The entries still holding an unchecked package; `all` pages every entry instead. */
  list: (options: { all?: boolean; page?: number } = {}) =>
    api.get('/package-ins', zPackageInsList, options.all ? { all: 1, page: options.page ?? 1 } : undefined),
  create: (body: PackageInBody, idempotencyKey?: string) => request('POST', '/package-ins', { schema: zPackageIn, body, idempotencyKey }),
  remove: (id: number, idempotencyKey?: string) => request('DELETE', `/package-ins/${id}`, { schema: zPackageIn, idempotencyKey }),
  check: (heldPackageId: number, idempotencyKey?: string) =>
    request('POST', `/held-packages/${heldPackageId}/checked`, { schema: zHeldPackageChecked, idempotencyKey }),
};
