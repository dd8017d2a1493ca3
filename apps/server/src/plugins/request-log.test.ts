import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AnswerLog } from './request-log.ts';

async function appLoggingTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new AnswerLog() });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.status(503).send({ ok: false }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing for a good answer at info level, and one warn line for a server error', async () => {
    const { app, lines } = await appLoggingTo('info');
    await app.inject({ url: '/fine' });
    expect(lines).toHaveLength(0);
    await app.inject({ url: '/broken' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, method: 'GET', url: '/broken', status: 503, msg: 'answer' });
  });

  it('writes one debug line per answer when debug is on', async () => {
    const { app, lines } = await appLoggingTo('debug');
    await app.inject({ url: '/fine' });
    expect(lines.filter((l) => l.msg === 'answer')).toEqual([
      expect.objectContaining({ level: 20, status: 200, url: '/fine' }),
    ]);
  });
});
