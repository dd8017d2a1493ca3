import type { VideoPosition, VideoPositionBody } from '@kalvi/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';

/** Where the learner stopped in a video lesson (docs/decisions/184-video-positions.md). */
export const videoPositionKeys = {
  lesson: (lessonId: string) => ['classroom', 'video-position', lessonId] as const,
};

/** Asked only for an enrolled learner's video lesson (`lessonId` null otherwise). */
export function useVideoPosition(lessonId: string | null) {
  return useQuery({
    queryKey: videoPositionKeys.lesson(lessonId ?? ''),
    enabled: lessonId !== null,
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get('/lessons/{lessonId}/video-position', { params: { lessonId: lessonId ?? '' }, signal }))
        .data,
  });
}

/**
 * Saves the position; `keepalive` lets the request outlive the page (the learner closed the tab
 * or the phone put it away), which the app's client cannot ask for. Best effort: a lost report
 * costs a few seconds of video, never an error on the learner's screen. The cache is updated at
 * once, so coming back to the lesson in this tab starts where they left it.
 */
export function saveVideoPosition(client: QueryClient, lessonId: string, body: VideoPositionBody): void {
  const now: VideoPosition = {
    seconds: body.seconds,
    durationSeconds: body.durationSeconds,
    updatedAt: new Date().toISOString(),
  };
  client.setQueryData(videoPositionKeys.lesson(lessonId), now);
  void fetch(`${API_BASE}/lessons/${encodeURIComponent(lessonId)}/video-position`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
