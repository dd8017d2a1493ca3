import { type Failure, failureSchema, type ReadinessAnswer, readinessAnswerSchema } from '@kalvi/shared';

/** GET /api/ready of an instance, its answer read by the route's own schemas (packages/shared/src/health.ts). */
export async function readiness(instance: {
  url: string;
}): Promise<{ status: number; answer: ReadinessAnswer | Failure }> {
  const res = await fetch(`${instance.url}/api/ready`);
  const body: unknown = await res.json();
  const answer = res.status === 200 ? readinessAnswerSchema.parse(body) : failureSchema.parse(body);
  return { status: res.status, answer };
}
