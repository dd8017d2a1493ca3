import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server closes (SIGTERM), answers end their connection. Otherwise a keep-alive
 * connection whose request was in flight at close time stays open, idle, until the keep-alive
 * timeout (72 s), and the process cannot exit before it.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (closing) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'graceful-close' },
);
