import { zLoginResponse, zMessage, type LoginBody, type ResetBody } from '../../domain/auth';
import { api } from './client';

export const authApi = {
  login: (body: LoginBody) => api.post('/authenticate', zLoginResponse, body),
  forgotPassword: (email: string) => api.get('/forgot/password', zMessage, { email }),
  resetPassword: (body: ResetBody) => api.post('/reset/password', zMessage, body),
};
