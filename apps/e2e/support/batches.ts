import type { APIRequestContext } from '@playwright/test';

/**
 * The body of a free enrolment in a seeded course: its earliest batch with a seat, since a
 * course taught in batches enrols into one (docs/product/batches.md#choosing-a-batch-at-checkout);
 * nothing for a self-paced course.
 */
export async function batchChoice(
  request: APIRequestContext,
  courseId: string,
): Promise<{ batchId?: string }> {
  const res = await request.get(`/api/batches?courseId=${courseId}`);
  const batches: { id: string; seatsLeft: number }[] = (await res.json()).data;
  const open = batches.find((b) => b.seatsLeft > 0);
  return open ? { batchId: open.id } : {};
}

/** Enrols a signed-up learner in a free seeded course through the API, into its earliest batch with a seat. */
export async function enrolFree(
  request: APIRequestContext,
  courseId: string,
  headers: Record<string, string>,
) {
  return request.post(`/api/courses/enroll/${courseId}`, {
    headers,
    data: await batchChoice(request, courseId),
  });
}
