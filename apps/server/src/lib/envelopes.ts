import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The response shapes of docs/product/api-contract.md that every module's OpenAPI schemas share. */

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const paginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
  items_per_page: z.number().int(),
});

/** Public read-mostly answers: browsers revalidate, a CDN may keep them for 10 seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate';

export function publicCache(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
}
