import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import { feedCacheStats } from '../feeds/cache.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      setJobQueueDepth(queue: string, depth: number): void;
      /** A notification sent, failed or dropped on a channel (docs/decisions/176). */
      countNotification(channel: string, outcome: string): void;
    };
  }
}

/** Which route answers a payment, and what its status says about the payment's outcome. */
const PAYMENT_ROUTES: Record<string, string> = {
  '/api/payments/verify-payment': 'verify',
  '/api/payments/webhook': 'webhook',
};
function paymentOutcome(status: number): string {
  if (status < 300) return 'recorded';
  if (status === 503) return 'unavailable';
  if (status < 500) return 'refused';
  return 'failed';
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics for a scraper holding METRICS_TOKEN (docs/decisions/140);
 * without a token configured the route does not exist. One registry per app so that tests can
 * build many apps in one process.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const register = new client.Registry();
    client.collectDefaultMetrics({ register, prefix: 'kalvi_' });

    const duration = new client.Histogram({
      name: 'kalvi_http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    const payments = new client.Counter({
      name: 'kalvi_payments_total',
      help: 'Payment confirmations by channel (verify, webhook) and outcome',
      labelNames: ['channel', 'outcome'],
      registers: [register],
    });
    const jobQueueDepth = new client.Gauge({
      name: 'kalvi_job_queue_depth',
      help: 'Jobs waiting, per queue (set by the job queue through app.metrics.setJobQueueDepth)',
      labelNames: ['queue'],
      registers: [register],
    });
    jobQueueDepth.set({ queue: 'default' }, 0);
    const notificationsSent = new client.Counter({
      name: 'kalvi_notifications_total',
      help: 'Notification deliveries by channel (email, whatsapp) and outcome (sent, failed, dropped)',
      labelNames: ['channel', 'outcome'],
      registers: [register],
    });

    const readCache = app.readCache;
    new client.Counter({
      name: 'kalvi_cache_lookups_total',
      help: 'Cache lookups by cache and result (hit, miss); hit ratio = hit / (hit + miss)',
      labelNames: ['cache', 'result'],
      registers: [register],
      collect() {
        this.reset();
        this.inc({ cache: 'read', result: 'hit' }, readCache.stats.hits);
        this.inc({ cache: 'read', result: 'miss' }, readCache.stats.misses);
        this.inc({ cache: 'read', result: 'stale' }, readCache.stats.staleServed);
        this.inc({ cache: 'feeds', result: 'hit' }, feedCacheStats.hits);
        this.inc({ cache: 'feeds', result: 'miss' }, feedCacheStats.misses);
      },
    });
    new client.Gauge({
      name: 'kalvi_cache_hit_ratio',
      help: 'Share of lookups answered from the cache since the start',
      labelNames: ['cache'],
      registers: [register],
      collect() {
        const ratio = (hits: number, misses: number) => (hits + misses === 0 ? 0 : hits / (hits + misses));
        this.set({ cache: 'read' }, ratio(readCache.stats.hits, readCache.stats.misses));
        this.set({ cache: 'feeds' }, ratio(feedCacheStats.hits, feedCacheStats.misses));
      },
    });
    new client.Gauge({
      name: 'kalvi_cache_bytes',
      help: 'Bytes held by the bounded in-process caches',
      labelNames: ['cache'],
      registers: [register],
      collect() {
        this.set({ cache: 'read' }, readCache.sizeBytes);
      },
    });
    const pool = app.database.pool;
    new client.Gauge({
      name: 'kalvi_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool?.totalCount ?? 0);
        this.set({ state: 'idle' }, pool?.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
      },
    });
    const leader = app.leader;
    new client.Gauge({
      name: 'kalvi_scheduler_leader',
      help: '1 on the instance that runs the scheduled jobs, 0 elsewhere',
      registers: [register],
      collect() {
        this.set(leader.isLeader() ? 1 : 0);
      },
    });
    new client.Counter({
      name: 'kalvi_scheduled_job_runs_total',
      help: 'Runs of each scheduled job on this instance',
      labelNames: ['job'],
      registers: [register],
      collect() {
        this.reset();
        for (const [job, n] of leader.runs) this.inc({ job }, n);
      },
    });

    app.decorate('metrics', {
      setJobQueueDepth: (queue: string, depth: number) => jobQueueDepth.set({ queue }, depth),
      countNotification: (channel: string, outcome: string) => notificationsSent.inc({ channel, outcome }),
    });

    // A callback, not an async hook: it runs on every request (docs/decisions/158-api-near-the-floor.md).
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      duration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
      const channel = PAYMENT_ROUTES[route];
      if (channel && request.method === 'POST') payments.inc({ channel, outcome: paymentOutcome(status) });
      done();
    });

    const token = app.config.metricsToken;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!tokenMatches(request, token)) {
        return reply.status(401).send({ success: false, message: 'A valid metrics token is required' });
      }
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'kalvi-metrics', dependencies: [PLUGIN.core, PLUGIN.readCache, PLUGIN.leader] },
);
