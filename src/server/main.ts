import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { ClusterFolderError } from './db/cluster-folder';

const config = loadConfig();
const prepared = await prepareDatabase(config, (line) => console.log(line)).catch((error: unknown) => {
  // A folder PostgreSQL cannot enter is the operator's to open: one line says how, not a stack trace.
  if (!(error instanceof ClusterFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp({ ...config, databaseUrl: prepared.url });

if (prepared.firstAdmin) {
  const { email, generatedPassword } = prepared.firstAdmin;
  console.log(`First admin account: ${email}${generatedPassword ? `, one-time password: ${generatedPassword} (change it under My Account)` : ''}`);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  try {
    await app.close();
  } finally {
    await prepared.embedded?.stop();
    process.exit(0);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await prepared.embedded?.stop();
  process.exit(1);
}
