import type { Certificate, Course, EventItem, PageHead } from '@kalvi/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { classroomKeys } from './features/classroom/api/classroom-api';
import { courseKeys } from './features/courses/api/course-api';
import { paths } from './lib/paths';
import type { Translator } from './lib/translator';

const DESCRIPTION_LIMIT = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

function dataOf<T>(client: QueryClient, key: readonly unknown[]): T | undefined {
  return client.getQueryData<{ data?: T }>(key)?.data;
}

/**
 * A certificate's page: the learner, the course or event and the academy, so a link shared on
 * LinkedIn or WhatsApp previews what it proves; a revoked one says so.
 */
function certificateHead(cert: Certificate, i18n: Translator): PageHead {
  const names = { name: cert.recipientName, title: cert.title, ns: 'classroom' } as const;
  const said =
    cert.status === 'revoked'
      ? i18n.t('certificate.revoked', { ns: 'classroom' })
      : i18n.t(cert.kind === 'course' ? 'certificate.shareCourse' : 'certificate.shareEvent', names);
  return {
    title: i18n.t('pageTitle', { title: i18n.t('certificate.pageTitle', names) }),
    description: shorten(said),
    type: 'article',
    image: null,
  };
}

/**
 * A course (`/courses?course=<id>`), an event (`/events?event=<id>`) or a certificate
 * (`/certificates/<id>`) opened by a link gives its own title and description; every other page
 * keeps the title it renders and the site's description. The data is what the render already
 * asked for, so nothing is fetched twice.
 */
export function headOf(url: string, client: QueryClient, i18n: Translator): PageHead {
  const { pathname, searchParams } = new URL(url, 'http://kalvi.invalid');
  const site = {
    title: null,
    description: i18n.t('siteDescription', { ns: 'site' }),
    type: 'website',
    image: null,
  } as const;
  const courseId = pathname === paths.courses ? searchParams.get('course') : null;
  if (courseId) {
    const course = dataOf<Course>(client, courseKeys.detail(courseId));
    if (course)
      return {
        title: i18n.t('pageTitle', { title: course.title }),
        description: shorten(course.course_description),
        type: 'article',
        image: null,
      };
  }
  const eventId = pathname === paths.events ? searchParams.get('event') : null;
  if (eventId) {
    const event = dataOf<EventItem>(client, ['events', 'one', eventId]);
    if (event)
      return {
        title: i18n.t('pageTitle', { title: event.title }),
        description: shorten(event.description),
        type: 'article',
        image: /^https:\/\//.test(event.image_url) ? event.image_url : null,
      };
  }
  const certificateId = matchPath(paths.certificate, pathname)?.params.certificateId;
  if (certificateId) {
    const cert = client.getQueryData<Certificate>(classroomKeys.certificate(certificateId));
    if (cert) return certificateHead(cert, i18n);
  }
  return site;
}
