/** Business constants (docs/product/constants-and-limits.md): one home for every number both sides use. */
export const COURSE_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const FEATURED_COURSES = 3;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 30;
export const REVIEW_COMMENT_MAX = 1000;
export const BIO_MAX = 500;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** An uploaded picture is decoded only up to this many megapixels (a decompression bomb is refused unread). */
export const IMAGE_MAX_MEGAPIXELS = 50;
/** A profile or instructor photo is stored at most this many pixels wide and high. */
export const PHOTO_MAX_PX = 512;
export const CURRENCY = 'INR';
export const HEADER_SCROLL_SWITCH_PX = 20;
export const SCROLL_TO_TOP_PX = 300;
export const CONFETTI_MS = 6000;
export const TOAST_MS = 4000;
export const ADVISOR_AUTO_CLOSE_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_ITEMS = 4;
export const STATS_COUNT_UP_MS = 2000;
export const STATS_COUNT_UP_STEPS = 60;
export const TESTIMONIALS_PER_PAGE = 6;
export const PROBLEMS_PER_PAGE = 20;
export const PAPERS_PER_PAGE = 10;
export const PAPERS_FETCHED = 50;
export const ARTICLES_PER_PAGE = 10;
export const ARTICLES_FETCHED = 50;
export const EVENTS_PER_PAGE = 12;
export const LOW_SPOTS_MAX = 5;
export const REFUND_DAYS = 3;
/**
 * Not the session (an httpOnly cookie no script can read, docs/decisions/107): only a hint that
 * this browser signed in, so a visitor who never did is not asked about at every start.
 */
export const SIGNED_IN_HINT_STORAGE_KEY = 'signedIn';
export const ENROLLED_EVENTS_STORAGE_KEY = 'enrolledEvents';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_SORTS = ['popular', 'newest', 'rating', 'price-low', 'price-high'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_TYPES = ['bootcamp', 'workshop', 'webinar', 'conference', 'meetup'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_MODES = ['online', 'offline', 'hybrid'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

export const JOB_TITLES = ['Student', 'Software Engineer', 'Manager', 'Other'] as const;
export const PROGRAMS = ['Web Development', 'Data Science', 'AI/ML', 'Cyber Security'] as const;
