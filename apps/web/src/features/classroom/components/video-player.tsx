import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The privacy-mode embed address of a YouTube or Vimeo link (youtube-nocookie, Vimeo's dnt),
 * or null for any other address: nothing else is ever put in the frame.
 */
export function embedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const youtube =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' ? url.searchParams.get('v') : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube))
    return `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1`;
  const vimeo = host === 'vimeo.com' ? url.pathname.slice(1) : null;
  if (vimeo && /^\d{4,12}$/.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1`;
  return null;
}

/** Nothing is loaded from the video host until the learner presses play: text first on a slow phone. */
export function VideoPlayer({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation('classroom');
  const [playing, setPlaying] = useState(false);
  const src = embedUrl(link);
  if (!src) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-ui bg-slate-900">
      {playing ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-primary-800">
            <Play aria-hidden="true" size={28} />
          </span>
          <span className="text-sm font-semibold">{t('lesson.play')}</span>
        </button>
      )}
    </div>
  );
}
