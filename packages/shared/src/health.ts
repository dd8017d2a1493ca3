import { z } from 'zod';

/** GET /api/health: the server answers and so does its database. */
export const healthAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.string() }),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/**
 * GET /api/ready: this instance can serve, its database (and Redis when configured) answer.
 * Otherwise 503 with the failure envelope, its message naming what does not answer.
 */
export const readinessAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ready'), database: z.string(), redis: z.boolean() }),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
