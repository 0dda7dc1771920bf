import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
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
import { registerSecurityHeaders } from './http/security-headers';
import { loggerOptions } from './http/logging';
import { areaRoutes } from './areas';
import { purgeExpiredRows } from './db/maintenance';
import { createLocalFileStore } from './storage/local-disk';
import type { AppDeps } from './deps';
import './http/types';

export type BuiltApp = FastifyInstance & { deps: AppDeps };

/** Builds the whole server without listening; tests drive it with inject() or a real port. */
export const buildApp = async (config: Config): Promise<BuiltApp> => {
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl');
  const database = openDatabase(config.databaseUrl, { acquireTimeoutMs: config.poolAcquireTimeoutMs });
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const app = Fastify({ logger: loggerOptions(config.logLevel), trustProxy: config.trustProxy, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerRequestInput(app);
  const usersChanges = listenForUsersChanges(config.databaseUrl, (message) => app.log.warn(message));
  const activeUsers = createActiveUsers(database.db, usersChanges);
  const fileStore = createLocalFileStore(config.dataDir);
  const deps: AppDeps = { config, database, mailer, background: createBackground(), usersChanges, activeUsers, fileStore };
  const fileLinks = createFileLinks(config.jwtSecret);
  registerAuth(app, activeUsers, config.jwtSecret, fileLinks);
  registerFileLinks(app, fileLinks);
  registerAccess(app);
  registerMutations(app, database);
  await registerRateLimits(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await registerOpenApi(app);
  await app.register(areaRoutes, { prefix: apiPrefix, deps });
  await registerStaticApp(app, config.appDir);
  const purge = () => purgeExpiredRows(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge of expired rows failed'));
  const purgeTimer = setInterval(() => void purge(), 60 * 60 * 1000).unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await deps.background.drain();
    await usersChanges.close();
    await database.pool.end();
  });
  return Object.assign(app, { deps });
};
