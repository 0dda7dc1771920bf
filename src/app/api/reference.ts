import { listOf } from '../../domain/common';
import { zIsland, zLocation } from '../../domain/reference';
import { api } from './client';

export const referenceApi = {
  locations: () => api.get('/locations', listOf(zLocation)),
  islands: () => api.get('/islands', listOf(zIsland)),
};
