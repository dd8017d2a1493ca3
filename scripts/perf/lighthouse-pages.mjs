// The pages `npm run lighthouse` measures (docs/decisions/198-lighthouse-against-a-reference.md):
// every public page, and the classroom as the demo learner reads it (issue 32).

// Every public path of packages/shared/src/web-paths.ts but /reset-password (a form reached from
// a mail) and /certificates/<id> (a record, not a page anyone browses to); /practice/<problem> is
// added per server, with a slug of its own database.
const PROBLEM_LABEL = '/practice/<problem>';
// LIGHTHOUSE_PAGES=/,/courses measures those alone; naming /practice/<problem> among them adds it.
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',');
export const PUBLIC_PAGES = chosen?.filter((path) => path !== PROBLEM_LABEL) ?? [
  '/',
  '/courses',
  '/events',
  '/problems',
  '/practice',
  '/research',
  '/articles',
  '/testimonials',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/refund',
  '/cookies',
];

const DEMO = { email: 'demo@kalvi.academy', password: 'learn-with-kalvi' };

async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${answer.status}`);
  return answer.json();
}

/**
 * The demo learner's first course (`/learn/<course>`), and a reading and a video lesson of it,
 * on the server at `base`; the session cookie goes with every request of those runs. Each
 * server has its own database, so each is asked for its own ids; the label pairs them up.
 */
export async function signedInPages(base) {
  if (process.env.LIGHTHOUSE_SIGNED_IN === '0') return [];
  const { token } = await json(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const headers = { authorization: `Bearer ${token}` };
  const me = await json(`${base}/api/auth/me`, { headers });
  const courseId = me.user?.enrolledCourses?.[0];
  if (!courseId) throw new Error(`the demo learner has no course on ${base}: is the database seeded?`);
  const outline = (await json(`${base}/api/curriculum/${courseId}`, { headers })).data;
  const lessons = outline.sections.flatMap((section) => section.lessons);
  const cookie = `kalvi_session=${token}`;
  const pages = [{ path: `/learn/${courseId}`, label: '/learn/<course> (signed in)', cookie }];
  for (const kind of ['reading', 'video']) {
    const lesson = lessons.find((candidate) => candidate.kind === kind);
    if (!lesson) throw new Error(`the demo learner's course ${courseId} has no ${kind} lesson on ${base}`);
    pages.push({ path: `/learn/${courseId}/${lesson.id}`, label: `/learn (${kind}, signed in)`, cookie });
  }
  return pages;
}

/** The first problem of the practice set on the server at `base`, as a page. */
export async function practiceProblemPage(base) {
  if (chosen && !chosen.includes(PROBLEM_LABEL)) return [];
  const [first] = (await json(`${base}/api/practice`)).data;
  if (!first) throw new Error(`the practice set is empty on ${base}: is the database seeded?`);
  return [{ path: `/practice/${first.slug}`, label: PROBLEM_LABEL }];
}

/** The public pages and the signed-in ones of one server: `{ path, label, cookie? }`. */
export async function pagesOf(base) {
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, label: path })),
    ...(await practiceProblemPage(base)),
    ...(await signedInPages(base)),
  ];
}
