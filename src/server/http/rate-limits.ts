import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { messages } from '../../domain/auth';
import { loginFailureLimit, loginFailureWindowMs, registrationsPerHour, resetRequestsPerHour } from '../../domain/constants';
import { ErrorCode } from '../../domain/errors';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { uncountHit } from './rate-limit-queries';
import { postgresRateLimitStore, routeKey } from './rate-limit-store';

const hour = 60 * 60 * 1000;

/**
 * Limits per route and client address: a route opts in through config.rateLimit. They are counted
 * in PostgreSQL, so several API processes and a restart share one count. Each is checked when the
 * request arrives, before its body is read or its handler runs; the answer over a limit is 429
 * with Retry-After.
 */
export const registerRateLimits = (app: FastifyInstance, db: Db) => app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });

const refuse = (message: string) => () => new AppError(ErrorCode.RATE_LIMITED, message);

/**
 * The address a limit counts by, as the plugin keys it: an IPv6 client's whole /64, which one
 * household or server holds, so it cannot pose as billions of addresses.
 */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Sign-in attempts that did not succeed, per address, to any accounts (docs/decisions.md). Each
 * attempt takes its slot on arrival, so a burst from one address cannot slip past the count while
 * the first passwords are checked; one that signs in gives its slot back (returnSignInSlot).
 */
export const signInLimit: RateLimitOptions = { max: loginFailureLimit, timeWindow: loginFailureWindowMs, errorResponseBuilder: refuse(messages.tooManyAttempts) };

/** The sign-in route's onSend: a success was no guess, so an office's staff signing in never use up its budget. */
export const returnSignInSlot = (db: Db) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (reply.statusCode === 200) await uncountHit(db, routeKey(request.routeOptions, clientAddress(request)));
};

/** Reset links asked for from one address, whatever the inbox; each inbox also gets at most resetMailsPerHour. */
export const resetRequestLimit: RateLimitOptions = {
  max: resetRequestsPerHour,
  timeWindow: hour,
  errorResponseBuilder: refuse('Too many password reset requests from this address. Please try again later.'),
};

/** Anyone may register an account, so one address may not make them by the hundred; the office may. */
export const registrationLimit: RateLimitOptions = {
  max: registrationsPerHour,
  timeWindow: hour,
  allowList: (request) => request.user?.account_type === 'admin',
  errorResponseBuilder: refuse('Too many registrations from this address. Please try again later.'),
};
