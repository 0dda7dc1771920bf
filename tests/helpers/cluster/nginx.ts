import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/server/db/embedded';

/** Debian's nginx (`apt-get install nginx-light`); NGINX_PATH names another. */
const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';

export type Nginx = {
  url: string;
  port: number;
  /** Requests answered by each API port so far, from the access log: the last upstream tried, for one nginx passed on. */
  servedBy: () => Map<number, number>;
  stop: () => Promise<void>;
};

/**
 * The load balancer of docs/operations.md ("Several API processes behind nginx"): round robin
 * over the API processes, kept-alive upstream connections, the client's address passed on for the
 * per-address limits. A process that refuses connections is skipped for `fail_timeout`; a request
 * it took and then lost answers 502, which the app's outbox retries with the same Idempotency-Key.
 * nginx never resends a POST it had sent (its default for non-idempotent methods), so no change
 * reaches two processes by nginx's doing.
 */
const nginxConfig = (options: { port: number; upstreams: readonly number[]; prefix: string }) => `
worker_processes 1;
daemon off;
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$upstream_addr $status';
  access_log ${options.prefix}/access.log upstream;
  client_body_temp_path ${options.prefix}/body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  # Five uploads of 10 MB and their fields (src/domain/uploads.ts, app.ts's multipart limits).
  client_max_body_size 52m;
  upstream api {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;

const waitForListening = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    try {
      // Any answer means nginx listens; a 502 only means no API process is up yet.
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not listen in time:\n${log()}`);
};

/** nginx on a free loopback port in front of the given API ports, in a folder of its own. */
export const startNginx = async (upstreams: readonly number[]): Promise<Nginx> => {
  if (!existsSync(nginxPath)) throw new Error(`nginx is not installed at ${nginxPath}: apt-get install nginx-light (.ci/run does), or set NGINX_PATH`);
  const prefix = mkdtempSync(join(tmpdir(), 'freight-nginx-'));
  // Run as root, nginx's worker drops to nobody, which must reach its temp folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, folder));
    chmodSync(join(prefix, folder), 0o777);
  }
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, upstreams, prefix }));
  const child = spawn(nginxPath, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const log = () => output + (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const servedBy = () => {
    const counts = new Map<number, number>();
    const logFile = join(prefix, 'access.log');
    if (!existsSync(logFile)) return counts;
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      const last = /:(\d+) \d+$/.exec(line);
      if (last) counts.set(Number(last[1]), (counts.get(Number(last[1])) ?? 0) + 1);
    }
    return counts;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForListening(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, servedBy, stop };
};
