import { hash } from '@node-rs/argon2';
import { query } from './postgres.ts';

export const PASSWORD = 'password123';
let passwordHash: Promise<string> | undefined;

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Learner rows straight in the database (signing in then goes through the API). */
export async function insertLearners(url: string, count: number): Promise<string[]> {
  passwordHash ??= hash(PASSWORD);
  const h = await passwordHash;
  const emails = Array.from({ length: count }, () => `${uniqueName('learner')}@example.com`);
  await query(
    url,
    `insert into users (first_name, last_name, email, password_hash)
     select 'Test', 'Learner', e, $2 from unnest($1::text[]) as e`,
    [emails, h],
  );
  return emails;
}

export async function insertCourse(
  url: string,
  fields: { title?: string; fee?: number } = {},
): Promise<string> {
  // The instances run as production, which sells nothing under the placeholder GSTINs of the
  // migrations and the development seed (docs/decisions/178-gst-place-of-supply.md): the
  // academy gets a real-looking one that passes the checksum.
  await query(url, `update academy_settings set gstin = '33AABCK1234C1ZC', state_code = '33'`);
  const { rows } = await query<{ id: string }>(
    url,
    `insert into courses (title, category, level, instructor_name, course_fee, original_course_fee,
       course_description, publication_date)
     values ($1, 'Web Development', 'Beginner', 'Test Instructor', $2, $2, 'A course made by a test.', now())
     returning id`,
    [fields.title ?? uniqueName('Course '), fields.fee ?? 0],
  );
  return rows[0]?.id ?? '';
}

/**
 * A free upcoming event with `free` of its `max` seats left, starting `startsInSeconds` from now
 * (ten days by default), lasting a day; registration closes at nine tenths of the time to the start.
 */
export async function insertEvent(
  url: string,
  max: number,
  free: number,
  startsInSeconds = 10 * 86_400,
): Promise<string> {
  const { rows } = await query<{ id: string }>(
    url,
    `insert into events (title, description, type, mode, location, category, start_date, end_date,
       registration_deadline, max_participants, seats_taken, is_free, instructor_name)
     values ($1, 'An event made by a test.', 'workshop', 'online', 'Online', 'Web Development',
       now() + make_interval(secs => $4), now() + make_interval(secs => $4) + interval '1 day',
       now() + make_interval(secs => $4) * 0.9, $2, $3, true, 'Test Instructor')
     returning id`,
    [uniqueName('Event '), max, max - free, startsInSeconds],
  );
  return rows[0]?.id ?? '';
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in answered ${res.status}: ${body.message}`);
  return body.token;
}

export function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}
