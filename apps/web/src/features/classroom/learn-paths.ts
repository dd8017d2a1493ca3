import { paths } from '../../lib/paths';

/** /learn/<course> and /learn/<course>/<lesson>, built from the one route map. */
export function learnPath(courseId: string, lessonId?: string): string {
  const course = paths.learn.replace(':courseId', encodeURIComponent(courseId));
  return lessonId ? `${course}/${encodeURIComponent(lessonId)}` : course;
}

export function certificatePath(id: string): string {
  return paths.certificate.replace(':certificateId', encodeURIComponent(id));
}
