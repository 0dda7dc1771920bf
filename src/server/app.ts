import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { maxUploadBytes } from '../domain/uploads';
import type { Config } from './config';
import { openDatabase, openReadDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createBackground } from './background';
import { registerErrorHandler } from './http/errors';
import { registerRequestInput } from './http/request-input';
import { registerAuth } from './http/auth';
import { createFileLinks, registerFileLinks } from './http/file-links';
import { createActiveUsers } from './http/active-users';
import { listenForUsersChanges } from './db/users-changes';
import { registerAccess, apiPrefix } from './http/access';
import { registerMutations } from './http/mutations';
import { registerRateLimits } from './http/rate-limits';
import { registerOpenApi } from './http/openapi';
import { registerStaticApp } from './http/static-app';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCors } from './http/cors';
import { loggerOptions } from './http/logging';
import { areaRoutes } from './areas';
import { purgeExpiredRows } from './db/maintenance';
import { createLocalFileStore } from './storage/local-disk';
import { createObjectFileStore } from './storage/object-store';
import { createPaymentJournal } from './payments/journal';
import { createSandboxGateway } from './payments/sandbox-gateway';
import type { PaymentGateway } from './payments/gateway';
import { settlePendingPayments } from './areas/checkout/service';
import type { AppDeps } from './deps';
import './http/types';

export type BuiltApp = FastifyInstance & { deps: AppDeps };

/** What a test may put in place of the real parts: a payment gateway, a stream that captures the log. */
export type BuildOptions = { paymentGateway?: PaymentGateway; logStream?: FastifyLoggerOptions['stream'] };

const settleEveryMs = 5 * 60 * 1000;

/**
 * What one request may send; more is answered 413 before anything is written. The largest real
 * JSON body (an order with its packages and items) is a few kB. An upload is at most 5 files of
 * maxUploadBytes and the few fields of a form (a prealert has 5), so its whole body stays near
 * 51 MB however the parts are split; without a field cap, 1000 parts of 1 MB each would be read.
 */
const requestLimits = { jsonBytes: 1_048_576, files: 5, fields: 20, fieldBytes: 64 * 1024 } as const;

/** Builds the whole server without listening; tests drive it with inject() or a real port. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<BuiltApp> => {
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl');
  const database = openDatabase(config.databaseUrl, { acquireTimeoutMs: config.poolAcquireTimeoutMs });
  const readDatabase = openReadDatabase(config.databaseReadUrl, database, { acquireTimeoutMs: config.poolAcquireTimeoutMs });
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: options.logStream && typeof logger === 'object' ? { ...logger, stream: options.logStream } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: requestLimits.jsonBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  await registerCompression(app);
  registerErrorHandler(app);
  registerRequestInput(app);
  const usersChanges = listenForUsersChanges(config.databaseUrl, (message) => app.log.warn(message));
  const activeUsers = createActiveUsers(database.db, usersChanges);
  const fileStore = config.objectStore ? createObjectFileStore(config.objectStore) : createLocalFileStore(config.dataDir);
  const paymentGateway = options.paymentGateway ?? createSandboxGateway(config.dataDir);
  const paymentJournal = createPaymentJournal(config.databaseUrl);
  const deps: AppDeps = { config, database, readDatabase, mailer, background: createBackground(), usersChanges, activeUsers, fileStore, paymentGateway, paymentJournal };
  const fileLinks = createFileLinks(config.jwtSecret);
  registerAuth(app, activeUsers, config.jwtSecret, fileLinks);
  registerFileLinks(app, fileLinks);
  registerAccess(app);
  registerMutations(app, database, readDatabase);
  await registerRateLimits(app, database.db);
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: requestLimits.files, fields: requestLimits.fields, fieldSize: requestLimits.fieldBytes },
  });
  await registerOpenApi(app);
  await app.register(areaRoutes, { prefix: apiPrefix, deps });
  await registerStaticApp(app, config.appDir);
  const purge = () => purgeExpiredRows(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge of expired rows failed'));
  const purgeTimer = setInterval(() => void purge(), 60 * 60 * 1000).unref();
  // In the background, which close drains before the pools end: a slow gateway never holds up start or an answer.
  const settle = () =>
    deps.background.run(
      async () => {
        const { errors } = await settlePendingPayments({ db: database.db, gateway: paymentGateway, mailer, publicUrl: config.publicUrl });
        for (const { paymentId, error } of errors) app.log.error({ err: error, paymentId }, 'a pending card payment could not be settled');
      },
      (error) => app.log.error({ err: error }, 'settling pending card payments failed'),
    );
  const settleTimer = setInterval(settle, settleEveryMs).unref();
  app.addHook('onReady', async () => {
    await purge();
    settle();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    clearInterval(settleTimer);
    await deps.background.drain();
    await usersChanges.close();
    await paymentJournal.close();
    await database.pool.end();
    if (readDatabase !== database) await readDatabase.pool.end();
  });
  return Object.assign(app, { deps });
};
