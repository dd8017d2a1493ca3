import type {
  MessageAnswer,
  Review,
  ReviewAnswer,
  ReviewCreateInput,
  ReviewPageAnswer,
  ReviewSort,
  ReviewUpdateInput,
} from '@kalvi/shared';
import { REVIEW_PAGE_SIZE } from '@kalvi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseKeys } from './course-api';

export interface ReviewView {
  sort: ReviewSort;
  /** 0 means every star value. */
  rating: number;
  page: number;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: ['reviews', 'my'] as const,
  mineOf: (userId: string) => ['reviews', 'my', userId] as const,
  course: (courseId: string) => ['reviews', 'course', courseId] as const,
  coursePage: (courseId: string, view: ReviewView) => ['reviews', 'course', courseId, view] as const,
};

export function useCourseReviews(courseId: string, view: ReviewView) {
  return useQuery({
    queryKey: reviewKeys.coursePage(courseId, view),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        sort: view.sort,
        page: String(view.page),
        limit: String(REVIEW_PAGE_SIZE),
      });
      if (view.rating) params.set('rating', String(view.rating));
      return api.get('/reviews/course/{courseId}', {
        params: { courseId },
        query: params,
        auth: false,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * docs/product/courses-and-reviews.md#review-lifecycle: create prepends, update replaces by _id, delete removes by _id, in every cached list
 * of the course at once; then the lists and the course's rating refresh from the server.
 */
function useReviewWrite<TInput>(
  courseId: string,
  send: (input: TInput) => Promise<ReviewAnswer | MessageAnswer>,
  apply: (list: Review[], input: TInput, saved: Review | undefined) => Review[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res, input) => {
      const saved = 'data' in res ? res.data : undefined;
      queryClient.setQueriesData<ReviewPageAnswer>({ queryKey: reviewKeys.course(courseId) }, (page) =>
        page ? { ...page, data: apply(page.data, input, saved) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.course(courseId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

export function useCreateReview(courseId: string) {
  return useReviewWrite(
    courseId,
    (input: Omit<ReviewCreateInput, 'course_id'>) => api.post('/reviews', { ...input, course_id: courseId }),
    (list, _input, saved) => (saved ? [saved, ...list.filter((r) => r._id !== saved._id)] : list),
  );
}

export function useUpdateReview(courseId: string) {
  return useReviewWrite(
    courseId,
    ({ id, ...input }: ReviewUpdateInput & { id: string }) =>
      api.put('/reviews/{id}', input, { params: { id } }),
    (list, input, saved) => list.map((r) => (r._id === input.id && saved ? saved : r)),
  );
}

export function useDeleteReview(courseId: string) {
  return useReviewWrite(
    courseId,
    (id: string) => api.del('/reviews/{id}', undefined, { params: { id } }),
    (list, id) => list.filter((r) => r._id !== id),
  );
}

/** The learner's own reviews (docs/product/courses-and-reviews.md#review-lifecycle), to find theirs for this course. */
export function useMyReviews(userId: string | undefined) {
  return useQuery({
    // Keyed by learner: another account signing in on this device must not see these.
    queryKey: reviewKeys.mineOf(userId ?? ''),
    queryFn: ({ signal }) => api.get('/reviews/my', { query: { limit: 50 }, signal }),
    select: (res) => res.data,
    enabled: userId !== undefined,
  });
}
