import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './instance.ts';

const SHIPPED = resolve(import.meta.dirname, '../../../../deploy/nginx/kalvi.conf');
const SHIPPED_ACCESS_LOG = '/var/log/nginx/kalvi.access.log';

export interface Nginx {
  https: string;
  http: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * The nginx configuration we ship (deploy/nginx/kalvi.conf), with only its ports, certificate,
 * upstream addresses and access log's file changed, run as our own foreground process (never
 * the system service). The access log is in the shipped format, `kalvi_private`.
 */
export async function startNginx(upstreamPorts: [number, number]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-nginx-'));
  // Workers may run as another user when we are root.
  chmodSync(dir, 0o755);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const accessLog = join(dir, 'access.log');
  const site = readFileSync(SHIPPED, 'utf8')
    .replaceAll(SHIPPED_ACCESS_LOG, accessLog)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${upstreamPorts[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${upstreamPorts[1]}`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`);
  for (const [from, to] of [
    ['127.0.0.1:3001', upstreamPorts[0]],
    ['listen 80;', httpPort],
    [SHIPPED_ACCESS_LOG, accessLog],
  ] as const) {
    if (site.includes(from)) throw new Error(`deploy/nginx/kalvi.conf: could not template ${from} -> ${to}`);
  }
  writeFileSync(join(dir, 'kalvi.conf'), site);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, t));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  # Every request is logged by the shipped configuration's own access_log and format.
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'kalvi.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const https = `https://localhost:${httpsPort}`;
  // The certificate is our own throwaway one for this run.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  let up = false;
  while (!up) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    up = await fetch(`${https}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    https,
    http: `http://localhost:${httpPort}`,
    accessLog,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
