/**
 * The academy's own videos on YouTube, played through youtube-nocookie.com (allowed by the
 * Content-Security-Policy) and only once a learner opens them. Replace the ids when the
 * academy publishes new cuts.
 */
export const VIDEOS = {
  /** Home: "Why choose Kalvi" intro. */
  intro: 'rfscVS0vtbw',
  /** About: a walk through a live class. */
  demo: 'W6NZfCO5SIk',
} as const;

export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&modestbranding=1`;
}
