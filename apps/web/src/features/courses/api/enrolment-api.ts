// The enrolment writes, apart from course-api.ts so the catalogue's first load does not
// carry TanStack Query's mutation code: only the course detail's enrol area needs it.
import type { EnrollmentRecordInput } from '@kalvi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { courseKeys } from './course-api';

/** Free enrolment (docs/product/courses-and-reviews.md#free-enrolment): really enrols, then refreshes the learner and the counts. */
export function useEnrolFree() {
  const queryClient = useQueryClient();
  const setEnrolledCourses = useAuthStore((s) => s.setEnrolledCourses);
  return useMutation({
    mutationFn: ({ courseId, batchId }: { courseId: string; batchId: string | null }) =>
      api.post('/courses/enroll/{courseId}', batchId ? { batchId } : {}, { params: { courseId } }),
    onSuccess: (res) => {
      setEnrolledCourses(res.enrolledCourses);
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

/** docs/product/payments-and-enrolment.md#verification: after a verified payment, the enrolment record that produces the invoice. */
export function useRecordEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: EnrollmentRecordInput) => api.post('/enrollments', record),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
