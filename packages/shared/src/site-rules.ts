/**
 * The site settings' pure rules (the banner's calendar, the video players the
 * Content-Security-Policy allows). Kept apart from the settings' zod schema: a page that needs
 * only a rule must not bring zod and the schemas into its first load (docs/decisions/150-performance.md).
 */

/** Today's date in India (YYYY-MM-DD): the banner's dates are the academy's calendar days. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Whether the banner shows on `today` (YYYY-MM-DD): first and last day inclusive, an open end no limit. */
export function bannerShows(startsOn: string | null, endsOn: string | null, today: string): boolean {
  return (startsOn === null || startsOn <= today) && (endsOn === null || today <= endsOn);
}

/**
 * The privacy-mode player address of a YouTube or Vimeo link (youtube-nocookie.com, Vimeo with
 * dnt), or null when the link is neither: the only players the Content-Security-Policy allows.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    youtube =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts'
          ? (second ?? null)
          : null;
  }
  if (youtube !== null) {
    return /^[\w-]{6,20}$/.test(youtube)
      ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0&modestbranding=1`
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^\d{4,12}$/.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` : null;
  }
  return null;
}
