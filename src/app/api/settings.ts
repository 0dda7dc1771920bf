import { zUsAddress, type UsAddressForm } from '../../domain/settings';
import { api } from './client';

/** Company settings admins keep: the Miami warehouse address customers ship to. */
export const settingsApi = {
  usAddress: () => api.get('/settings/us-address', zUsAddress),
  setUsAddress: (address: UsAddressForm) => api.put('/settings/us-address', zUsAddress, address),
};
