import { installCleanup, type Cleanup } from './cleanup';
import { serverVersion, startBenchDatabase } from './database';
import { benchCustomerIndex } from './customer-index';
import { printCustomerIndex } from './customer-index-report';
import { runDecodeBench } from './decode';
import { benchEndpoints, requestBody, requestHeaders, verifyEndpoints } from './endpoints';
import { measure, type Measurement } from './measure';
import { readOptions, runsPart, type BenchOptions } from './options';
import { benchOutboxDrain } from './outbox-drain';
import { printEodSeed, printInvoiceSeed, printLogsSeed, printMachine, printPortalSeed, printScanIngest, printSeed, printShipmentSeed, printTable } from './report';
import { measureMoney, printMoney } from './invoice-loads';
import { measureScanIngest } from './scan-ingest';
import { seedInvoices } from './seed-invoices';
import { seedScale } from './seed-scale';
import { seedShipments } from './seed-shipments';
import { startBenchServer, startBenchServerProcess } from './server';
import { shipmentEndpoints } from './shipment-endpoints';
import { createTempDir } from './temp-dir';
import { eodEndpoints, reportEndpoints } from './report-endpoints';
import { seedEod } from './seed-eod';
import { portalEndpoints } from './portal-endpoints';
import { benchProcesses } from './processes';
import { printProcesses } from './processes-report';
import { seedPortal } from './seed-portal';
import { logsEndpoints } from './logs-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { printDashboardSeed, seedDashboard } from './seed-dashboard';
import { seedLogs } from './seed-logs';

/** Orders left without an invoice for generation, and carts ready to pay: more than a run can use. */
const moneyPools = { orders: 50_000, carts: 8_000 };

/**
 * `npm run bench`: own PostgreSQL, data at scale, the real app on a loopback port, then
 * each endpoint under load in turn. It prints numbers; it asserts nothing about speed.
 */
const runBench = async (cleanup: Cleanup, options: BenchOptions) => {
  const temp = createTempDir();
  cleanup.add('remove temp folder', temp.remove);
  const database = await startBenchDatabase(temp.dir, options.databaseUrl);
  cleanup.add(options.databaseUrl ? 'drop throwaway database' : 'stop PostgreSQL', database.stop);
  printMachine(await serverVersion(database.url), Boolean(options.databaseUrl));

  const seed = await seedScale(database.url, options);
  printSeed(seed);
  const invoices = await seedInvoices(database.url, options.invoices, moneyPools.carts, moneyPools.orders);
  printInvoiceSeed(invoices);
  const shipments = runsPart(options, 'shipments') ? await seedShipments(database.url, seed.adminId) : undefined;
  if (shipments) printShipmentSeed(shipments);
  const eod = runsPart(options, 'reports') ? await seedEod(database.url, seed.adminId) : undefined;
  if (eod) printEodSeed(eod);
  const portal = runsPart(options, 'portal') ? await seedPortal(database.url, seed.adminId) : undefined;
  if (portal) printPortalSeed(portal);
  const logs = runsPart(options, 'logs') ? await seedLogs(database.url) : undefined;
  if (logs) printLogsSeed(logs);
  const dashboard = runsPart(options, 'dashboard') ? await seedDashboard(database.url) : undefined;
  if (dashboard) printDashboardSeed(dashboard);

  const server = options.serverProcess ? await startBenchServerProcess(database.url, seed.adminId) : await startBenchServer(database.url, temp.dir, seed.adminId);
  cleanup.add('close app', server.close);
  const endpoints = benchEndpoints(seed);
  // `--only` keeps the health ceiling, so the table still has its reference.
  const reads = options.only ? endpoints.slice(0, 1) : endpoints;
  const measured = [
    ...reads,
    ...(shipments ? shipmentEndpoints(shipments) : []),
    ...(eod ? [...eodEndpoints(eod), ...reportEndpoints()] : []),
    ...(portal ? portalEndpoints(portal) : []),
    ...(logs ? logsEndpoints(logs) : []),
    ...(dashboard ? dashboardEndpoints(dashboard) : []),
  ];
  await verifyEndpoints(server.baseUrl, server.adminToken, measured);
  console.log(
    `all ${measured.length} endpoints answer 200 with the expected shape; each ${options.rounds} round${options.rounds === 1 ? '' : 's'} of ${options.seconds} s ` +
      `after a ${options.warmupSeconds} s warm-up, ${options.connections} connections; the app ${options.serverProcess ? `in a process of its own (pid ${server.pid})` : "in the bench's process"}\n`,
  );

  const load = { seconds: options.seconds, rounds: options.rounds, warmupSeconds: options.warmupSeconds, connections: options.connections };
  const measurements: Measurement<unknown>[] = [];
  const run = async (endpoint: (typeof endpoints)[number], name = endpoint.name) => {
    const url = server.baseUrl + endpoint.path;
    const headers = requestHeaders(endpoint, server.adminToken);
    measurements.push(await measure(name, { url, headers, ...requestBody(endpoint), ...load }));
  };
  for (const endpoint of measured) await run(endpoint);
  // The writing loads after the reads, which must not see what they write.
  const money = runsPart(options, 'money') ? await measureMoney({ ...server, ...load, databaseUrl: database.url }, invoices) : [];
  measurements.push(...money);
  const scanTarget = { baseUrl: server.baseUrl, token: server.adminToken, databaseUrl: database.url, serverPids: [server.pid] };
  // A whole round of warm-up: ten pool connections opening, their prepared statements and the JIT of the mutation path take seconds.
  const scan = runsPart(options, 'scan') ? await measureScanIngest(scanTarget, seed, { ...load, warmupSeconds: Math.max(load.warmupSeconds, load.seconds) }) : undefined;
  if (scan) measurements.push(scan);
  // The ceiling again at the end: on a shared machine it drifts, and the table divides by the higher of the two.
  await run(endpoints[0]!, `${endpoints[0]!.name}, again`);
  printTable(measurements);
  printMoney(money);
  if (scan) printScanIngest(scan, options.connections);
  // After the table: the drain writes scans, held packages and orders.
  if (runsPart(options, 'scan')) await benchOutboxDrain(server, seed);
  // Last of the server parts: it changes some customers' names and flags.
  if (runsPart(options, 'customers')) printCustomerIndex(await benchCustomerIndex(server, database.url));
  // Issue 22: the product's own processes behind nginx; the app above stays idle meanwhile.
  if (runsPart(options, 'processes')) printProcesses(await benchProcesses(database.url, seed, options));
  // The camera decoder needs neither database nor server; `node --import tsx tests/bench/decode.ts` runs it alone.
  if (!options.only) await runDecodeBench();
  if (options.keepDatabase) await holdForInspection(database.url, server.baseUrl, server.adminToken);
};

/** BENCH_KEEP_DATABASE=1: the seeded database and the app stay up for EXPLAIN and curl until Ctrl-C (or the time limit) tears them down. */
const holdForInspection = (databaseUrl: string, baseUrl: string, token: string) => {
  console.log(`\nkept up until Ctrl-C or the time limit (BENCH_TIME_LIMIT_SECONDS):\n  database  ${databaseUrl}\n  app       ${baseUrl} (admin: authorization: Bearer ${token})`);
  return new Promise<never>(() => {});
};

const main = async () => {
  const options = readOptions(process.env, process.argv.slice(2));
  const cleanup = installCleanup(options.timeLimitMs);
  let code = 0;
  try {
    await runBench(cleanup, options);
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    code = 1;
  } finally {
    await cleanup.runAll();
  }
  // Explicit: the embedded server's exit hook would otherwise end the process with 0.
  process.exit(code);
};

await main();
