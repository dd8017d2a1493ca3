// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configureApi, pickLanguage, renderPage } from './entry-server';
import { aHeaderUser } from './test/learner';

describe('the server renderer', () => {
  it('takes the language from the cookie, then Accept-Language by weight, else English', () => {
    expect(pickLanguage('en', 'fr')).toBe('en');
    expect(pickLanguage('xx', 'fr;q=0.9, en-IN;q=0.8')).toBe('en');
    expect(pickLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('renders a page without data in the request language with its own title first', async () => {
    const page = await renderPage('/about', 'en');
    expect(page.html).toMatch(/^<title>About Kalvi · Kalvi<\/title>/);
    expect(page.html).toContain('Tech education that speaks your language');
    expect(page.language).toBe('en');
    expect(page.head.description).toContain('online tech academy');
  });
});

describe('a page rendered for a signed-in learner', () => {
  const asha = aHeaderUser({ firstName: 'Asha', lastName: 'Devi', fullName: 'Asha Devi' });

  it('names the learner in the header and links to their profile', async () => {
    const page = await renderPage('/about', 'en', asha);
    const header = /<header[\s\S]*<\/header>/.exec(page.html)?.[0] ?? '';
    expect(header).toContain('aria-label="Profile of Asha"');
    expect(header).toContain('>Asha</span>');
    expect(header).toContain('>AD</span>');
  });

  it('keeps two readers apart while their pages render at once', async () => {
    const ravi = { ...asha, firstName: 'Ravi', lastName: 'Kumar', fullName: 'Ravi Kumar' };
    const [forAsha, forRavi, forNobody] = await Promise.all([
      renderPage('/about', 'en', asha),
      renderPage('/about', 'ta', ravi),
      renderPage('/about', 'en', null),
    ]);
    expect(forAsha.html).toContain('Profile of Asha');
    expect(forAsha.html).not.toContain('Ravi');
    expect(forRavi.html).toContain('Ravi — சுயவிவரம்');
    expect(forRavi.html).not.toContain('Asha');
    expect(forNobody.html).not.toMatch(/Asha|Ravi|Profile of/);
  });
});

describe("a certificate's page", () => {
  const certificate = {
    id: 'KLV-7Q2M-9XPA',
    kind: 'course',
    recipientName: 'Priya <script>alert(1)</script> Raman',
    title: 'Full Stack Web Development',
    instructorName: 'Arun Kumar',
    issuedAt: '2026-10-02T10:00:00.000Z',
    status: 'valid',
    revokedAt: null,
    verifyUrl: 'https://kalvi.academy/certificates/KLV-7Q2M-9XPA',
  };
  const answering = (cert: object) =>
    configureApi(async (url) =>
      url === `/api/certificates/${certificate.id}`
        ? new Response(JSON.stringify({ success: true, data: cert }), { status: 200 })
        : new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 }),
    );

  it('names the learner, the course and the academy in its title and description, in the page language', async () => {
    answering(certificate);
    const en = await renderPage(`/certificates/${certificate.id}`, 'en');
    expect(en.head).toMatchObject({
      title: 'Certificate: Priya <script>alert(1)</script> Raman, Full Stack Web Development · Kalvi',
      type: 'article',
    });
    expect(en.head.description).toBe(
      'Priya <script>alert(1)</script> Raman has completed the course “Full Stack Web Development” at Kalvi Academy. Open the link to check the certificate.',
    );
    // The page itself: React escapes the name, so the markup in it is text.
    expect(en.html).toMatch(/^<title>Certificate: Priya &lt;script&gt;alert\(1\)&lt;\/script&gt; Raman/);
    expect(en.html).not.toContain('<script>alert(1)');

    const ta = await renderPage(`/certificates/${certificate.id}`, 'ta');
    expect(ta.head.title).toBe(
      'சான்றிதழ்: Priya <script>alert(1)</script> Raman, Full Stack Web Development · Kalvi',
    );
    expect(ta.head.description).toContain(
      'கல்வி அகாடமியில் “Full Stack Web Development” பாடநெறியை நிறைவு செய்துள்ளார்',
    );
  });

  it('says a revoked certificate is revoked, and keeps the site head for an unknown one', async () => {
    answering({ ...certificate, status: 'revoked', revokedAt: '2026-11-01T00:00:00.000Z' });
    const revoked = await renderPage(`/certificates/${certificate.id}`, 'en');
    expect(revoked.head.description).toBe('This certificate has been revoked and is no longer valid.');
    const unknown = await renderPage('/certificates/KLV-NONE-NONE', 'en');
    expect(unknown.head.title).toBeNull();
    expect(unknown.head.description).toContain('online tech academy');
  });
});

describe("a course's page in the classroom", () => {
  const lesson = (id: string, title: string, completed: boolean) => ({
    id,
    kind: 'reading',
    title,
    durationMinutes: 10,
    isPreview: false,
    locked: false,
    completed,
    startsAt: null,
  });
  const outline = {
    courseId: 'web-101',
    courseTitle: 'HTML & CSS Foundations',
    enrolled: true,
    sections: [
      {
        id: 's1',
        title: 'Getting started',
        lessons: [lesson('l1', 'Your first page', true), lesson('l2', 'Styling text', false)],
      },
    ],
    progress: { completed: 1, total: 2 },
    nextLessonId: 'l2',
    certificateId: null,
  };

  it('shows its reader the course, the progress and the next lesson as a link, not a forward', async () => {
    configureApi(async (url) =>
      url === '/api/curriculum/web-101'
        ? new Response(JSON.stringify({ success: true, data: outline }), { status: 200 })
        : new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 }),
    );
    const page = await renderPage('/learn/web-101', 'en', aHeaderUser());
    expect(page.html).toMatch(/<h1[^>]*>HTML &amp; CSS Foundations<\/h1>/);
    expect(page.html).toContain('1 of 2 lessons complete');
    expect(page.html).toMatch(/<a [^>]*href="\/learn\/web-101\/l2"[^>]*>Continue: Styling text/);
    expect(page.html).toContain('Your first page');

    const ta = await renderPage('/learn/web-101', 'ta', aHeaderUser());
    expect(ta.html).toContain('தொடருங்கள்: Styling text');
  });
});
