import { zAlertStats } from '../../domain/alerts';
import { api } from './client';

export const alertsApi = {
  stats: () => api.get('/alerts/stats', zAlertStats),
};
