import { Redis } from 'ioredis';

/** Whether the local Redis answers; suites that need one run only then. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
