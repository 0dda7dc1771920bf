import type { FastifyInstance } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { registrationsPerHour } from '../../domain/constants';
import { ErrorCode } from '../../domain/errors';
import { AppError } from './app-error';

/**
 * Limits per route, counted in each process's memory: a route opts in through config.rateLimit.
 * Sign-in is not here: its failures are counted in the database (auth/login-failure-queries.ts), so
 * that every process and a restart see the same count.
 */
export const registerRateLimits = (app: FastifyInstance) => app.register(rateLimit, { global: false });

/** Anyone may register an account, so one address may not make them by the hundred; the office may. */
export const registrationLimit: RateLimitOptions = {
  max: registrationsPerHour,
  timeWindow: 60 * 60 * 1000,
  allowList: (request) => request.user?.account_type === 'admin',
  errorResponseBuilder: () => new AppError(ErrorCode.RATE_LIMITED, 'Too many registrations from this address. Please try again later.'),
};
