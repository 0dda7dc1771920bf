import { zPackageLabel, zPackagesPage, zTrackings } from '../../domain/packages';
import type { FilterShippingMethod } from '../../domain/shipping-methods';
import { api } from './client';

/** The packages list's query (portal spec §7); dates are Nassau business days, 'YYYY-MM-DD'. */
export type PackageFilters = {
  search?: string;
  start?: string;
  end?: string;
  method?: FilterShippingMethod;
  checkpoint?: number;
  minDays?: number;
  reverseCheckpoint?: boolean;
  reverseMethod?: boolean;
};

export const packagesApi = {
  paginated: (page: number, filters: PackageFilters) => api.get('/packages/paginated', zPackagesPage, { page, ...filters }),
  label: (id: number) => api.get(`/packages/${id}/label`, zPackageLabel),
  trackings: (id: number) => api.get(`/packages/${id}/trackings`, zTrackings),
};
