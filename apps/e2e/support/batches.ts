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

/** The date `days` from now on Kolkata's calendar, YYYY-MM-DD. */
export const kolkataDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

/** A seeded course found by its title: its id. */
export async function courseIdOf(request: APIRequestContext, title: string): Promise<string> {
  const found = await request.get(`/api/courses?search=${encodeURIComponent(title)}`);
  const course = (await found.json()).data.find((c: { title: string }) => c.title === title);
  if (!course) throw new Error(`no seeded course "${title}"`);
  return course.id;
}

export interface AdminSession {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  sequence: number;
}

/**
 * Staff make a batch of the course through the admin API (docs/product/batches.md#the-batch-desk),
 * far enough ahead that no seeded batch of the course's instructor is taught then: its id and sessions.
 */
export async function createBatch(
  request: APIRequestContext,
  headers: Record<string, string>,
  courseId: string,
  input: { language: 'ta' | 'en'; startTime: string; daysAhead: number; weekdays?: number[] },
): Promise<{ id: string; sessions: AdminSession[] }> {
  const made = await request.post(`/api/admin/courses/${courseId}/batches`, {
    headers,
    data: {
      language: input.language,
      startDate: kolkataDate(input.daysAhead),
      seats: 30,
      weekdays: input.weekdays ?? [1, 3, 5],
      startTime: input.startTime,
      durationMinutes: 90,
      weeks: 1,
    },
  });
  if (!made.ok()) throw new Error(`creating the batch: ${made.status()} ${await made.text()}`);
  const { batch, sessions } = (await made.json()).data;
  return { id: batch.id, sessions };
}

/** A batch's sessions as staff see them, in order. */
export async function batchSessions(
  request: APIRequestContext,
  headers: Record<string, string>,
  batchId: string,
): Promise<AdminSession[]> {
  const res = await request.get(`/api/admin/batches/${batchId}`, { headers });
  if (!res.ok()) throw new Error(`reading the batch: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.sessions;
}

/**
 * Staff move a session to start about `minutes` from now (on a whole minute, as calendars write
 * times), trying a few nearby minutes when the instructor teaches another session then (409):
 * the start it got.
 */
export async function moveSessionToNear(
  request: APIRequestContext,
  headers: Record<string, string>,
  sessionId: string,
  minutes: number,
  /** The other times tried, in minutes from `minutes`, while the instructor is busy at one. */
  offsets: readonly number[] = [0, 2, -2, 4, -4, 6],
): Promise<Date> {
  for (const offset of offsets) {
    // Whole seconds: the calendar feed writes DTSTART to the second.
    const startsAt = new Date(Math.ceil((Date.now() + (minutes + offset) * 60_000) / 1_000) * 1_000);
    const res = await request.patch(`/api/admin/batch-sessions/${sessionId}`, {
      headers,
      data: {
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      },
    });
    if (res.ok()) return startsAt;
    if (res.status() !== 409) throw new Error(`moving the session: ${res.status()} ${await res.text()}`);
  }
  throw new Error('no free time for the session');
}

/**
 * A learner buys a paid course into one batch through the API, as the TEST MODE gateway's
 * checkout does: the order (holding a seat), the gateway's payment, the verification.
 */
export async function payForBatch(
  request: APIRequestContext,
  headers: Record<string, string>,
  courseId: string,
  batchId: string,
): Promise<void> {
  const created = await request.post('/api/payments/create-order', { headers, data: { courseId, batchId } });
  if (!created.ok()) throw new Error(`creating the order: ${created.status()} ${await created.text()}`);
  const orderId: string = (await created.json()).order.id;
  const paid = await request.post('/api/payments/test-gateway/pay', { headers, data: { order_id: orderId } });
  if (!paid.ok()) throw new Error(`paying: ${paid.status()} ${await paid.text()}`);
  const verified = await request.post('/api/payments/verify-payment', { headers, data: await paid.json() });
  if (!verified.ok()) throw new Error(`verifying: ${verified.status()} ${await verified.text()}`);
}

/** A learner's private calendar feed (docs/product/batches.md#the-calendar-feed): its address. */
export async function feedAddress(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string> {
  const res = await request.get('/api/me/calendar', { headers });
  if (!res.ok()) throw new Error(`the feed's address: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.feedUrl;
}
