import { listOf } from '../../domain/common';
import { zCheckpoint, type CheckpointBody } from '../../domain/checkpoints';
import { api } from './client';

export const checkpointsApi = {
  list: () => api.get('/checkpoints', listOf(zCheckpoint)),
  create: (body: CheckpointBody) => api.post('/checkpoints', zCheckpoint, body),
  update: (id: number, body: CheckpointBody) => api.put(`/checkpoints/${id}`, zCheckpoint, body),
  remove: (id: number) => api.delete(`/checkpoints/${id}`, zCheckpoint),
};
