/**
 * How large a request body each kind of route reads (docs/decisions/169-requests-one-visitor-can-send.md).
 * Sized to what the route needs, so no route parses megabytes it has no use for: every form and
 * JSON answer fits the default many times over; only a photo and a lesson need more.
 */

/** Any form: the longest texts (a review, a bio, an event's description) are a few thousand characters. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** A lesson: 50,000 characters of Markdown (3 bytes each in Tamil) and up to 50 quiz questions. */
export const LESSON_BODY_LIMIT = 1024 * 1024;

/** An exercise: up to 30 tests of 64,000 characters each way, statements, code and hints. */
export const EXERCISE_BODY_LIMIT = 6 * 1024 * 1024;

/** A 5 MB photo arrives base64-encoded inside JSON (4/3 larger) with the rest of its form. */
export const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;
