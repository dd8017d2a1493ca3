import { z } from 'zod';

/** GET /api/health: the server answers and so does its database. */
export const healthAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.string() }),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
