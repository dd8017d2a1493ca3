import { resumeAt } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Play, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { saveVideoPosition, useVideoPosition } from '../api/video-position-api';
import { usePlaybackReports, VIMEO_ORIGIN, YOUTUBE_ORIGIN } from './video-reports';

/**
 * The privacy-mode embed address of a YouTube or Vimeo link (youtube-nocookie, Vimeo's dnt),
 * starting at `startAt` seconds, or null for any other address: nothing else is ever put in the
 * frame. YouTube reports playback only when asked for its API (`enablejsapi`).
 */
export function embedUrl(link: string, startAt = 0): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const start = Math.max(0, Math.floor(startAt));
  const youtube =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' ? url.searchParams.get('v') : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) {
    const origin =
      typeof window === 'undefined' ? '' : `&origin=${encodeURIComponent(window.location.origin)}`;
    return `${YOUTUBE_ORIGIN}/embed/${youtube}?autoplay=1&enablejsapi=1${origin}${start ? `&start=${start}` : ''}`;
  }
  const vimeo = host === 'vimeo.com' ? url.pathname.slice(1) : null;
  if (vimeo && /^\d{4,12}$/.test(vimeo))
    return `${VIMEO_ORIGIN}/video/${vimeo}?dnt=1&autoplay=1${start ? `#t=${start}s` : ''}`;
  return null;
}

/** 192 -> "3:12", 3725 -> "1:02:05". */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

function Frame({ src, title, lessonId }: { src: string; title: string; lessonId: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const client = useQueryClient();
  usePlaybackReports(frame, src.startsWith(YOUTUBE_ORIGIN) ? YOUTUBE_ORIGIN : VIMEO_ORIGIN, (body) => {
    if (lessonId) saveVideoPosition(client, lessonId, body);
  });
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="absolute inset-0 size-full"
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * Nothing is loaded from the video host until the learner presses play: text first on a slow
 * phone. For an enrolled learner's video lesson (`lessonId`) it offers to resume where they
 * stopped, on any device, or to start over, and saves where they are as the video plays.
 */
export function VideoPlayer({ link, title, lessonId }: { link: string; title: string; lessonId?: string }) {
  const { t } = useTranslation('classroom');
  const [startAt, setStartAt] = useState<number | null>(null);
  const position = useVideoPosition(lessonId ?? null);
  const resume = resumeAt(position.data ?? null);
  const src = embedUrl(link, startAt ?? 0);
  if (!src) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-ui bg-slate-900">
      {startAt !== null ? (
        <Frame src={src} title={title} lessonId={lessonId ?? null} />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
          <button
            type="button"
            onClick={() => setStartAt(resume)}
            className="flex flex-col items-center gap-2 rounded-ui p-2"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-primary-800">
              <Play aria-hidden="true" size={28} />
            </span>
            <span className="text-sm font-semibold">
              {resume ? t('lesson.resumeFrom', { time: clock(resume) }) : t('lesson.play')}
            </span>
          </button>
          {resume > 0 && (
            <button
              type="button"
              onClick={() => setStartAt(0)}
              className="flex items-center gap-1 rounded-ui px-3 py-1 text-sm text-white underline"
            >
              <RotateCcw aria-hidden="true" size={16} /> {t('lesson.startOver')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
