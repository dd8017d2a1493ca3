import {
  type AdminCourseValues,
  type adminCourseAnswerSchema,
  type adminCoursePageSchema,
  type adminCourseSavedSchema,
  COURSE_IMAGE_TYPES,
  type courseInstructorPageSchema,
} from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { useListQuery } from '../components/list-query';

export type CoursePage = z.infer<typeof adminCoursePageSchema>;
export type CourseAnswer = z.infer<typeof adminCourseAnswerSchema>;
export type CourseSaved = z.infer<typeof adminCourseSavedSchema>;
export type InstructorPage = z.infer<typeof courseInstructorPageSchema>;
export type CourseAction = 'publish' | 'unpublish' | 'archive' | 'duplicate';

export const courseKeys = {
  all: ['admin', 'courses'] as const,
  list: (query: string) => ['admin', 'courses', 'list', query] as const,
  one: (id: string) => ['admin', 'courses', 'one', id] as const,
  instructors: ['admin', 'courses', 'instructors'] as const,
};

export function useAdminCourses(query: string) {
  return useListQuery(courseKeys.list(query), (signal) => api.get('/admin/courses', { query, signal }));
}

export function useAdminCourse(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get('/admin/courses/{id}', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/** The instructor records a course may name (the first 50 by name). */
export function useCourseInstructors() {
  return useQuery({
    queryKey: courseKeys.instructors,
    queryFn: ({ signal }) => api.get('/admin/course-instructors', { query: { limit: 50 }, signal }),
    staleTime: 60_000,
  });
}

/** Every course answer may have changed after a change: the lists and the course itself. */
function useRefreshCourses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: courseKeys.all });
}

/** Creates (no id) or saves (an id) a course. */
export function useSaveCourse(id: string | undefined) {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (values: AdminCourseValues) =>
      id ? api.put('/admin/courses/{id}', values, { params: { id } }) : api.post('/admin/courses', values),
    onSettled: refresh,
  });
}

export function useCourseAction(id: string) {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (action: CourseAction) =>
      api.post(`/admin/courses/{id}/${action}`, undefined, { params: { id } }),
    onSettled: refresh,
  });
}

/**
 * Sends the picture as the request body itself (no base64, no form encoding): the server
 * refuses it past 2 MB while it arrives and checks its bytes, whatever its name or type says.
 */
async function putPicture(id: string, file: File): Promise<CourseSaved> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/courses/${encodeURIComponent(id)}/image`, {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        // A type the server does not take is sent as plain bytes, so the answer names the formats.
        'Content-Type': (COURSE_IMAGE_TYPES as readonly string[]).includes(file.type)
          ? file.type
          : 'application/octet-stream',
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Network error occurred');
  }
  const payload = (await response.json().catch(() => undefined)) as
    | (CourseSaved & { message?: string })
    | undefined;
  if (!response.ok)
    throw new ApiError(response.status, payload?.message ?? `Request failed with status ${response.status}`);
  return payload as CourseSaved;
}

export function usePicture(id: string) {
  const refresh = useRefreshCourses();
  return {
    upload: useMutation({ mutationFn: (file: File) => putPicture(id, file), onSettled: refresh }),
    remove: useMutation({
      mutationFn: () => api.del('/admin/courses/{id}/image', undefined, { params: { id } }),
      onSettled: refresh,
    }),
  };
}
