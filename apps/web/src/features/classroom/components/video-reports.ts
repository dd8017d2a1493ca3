import type { VideoPositionBody } from '@kalvi/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * What the video host's player says about playback, read from its postMessage protocol (the
 * YouTube IFrame API's `infoDelivery`, Vimeo's `timeupdate`/`pause`): no script of theirs is
 * loaded into our page. `paused` marks a moment worth saving at once.
 */
export interface PlaybackReport {
  seconds: number;
  durationSeconds: number;
  paused: boolean;
}

export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_ORIGIN = 'https://player.vimeo.com';

/** How often a playing video's position is saved; a pause or leaving the page saves at once. */
export const SAVE_EVERY_MS = 15_000;

function parsed(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return parsed(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** A report from one of the two players, or null for any other message. */
export function readReport(origin: string, data: unknown): PlaybackReport | 'ready' | null {
  const message = parsed(data);
  if (!message) return null;
  if (origin === YOUTUBE_ORIGIN && message.event === 'infoDelivery') {
    const info = parsed(message.info);
    const seconds = finite(info?.currentTime);
    const duration = finite(info?.duration);
    if (seconds === null || !duration) return null;
    // playerState: 1 playing, 2 paused, 0 ended.
    return { seconds, durationSeconds: duration, paused: info?.playerState === 2 || info?.playerState === 0 };
  }
  if (origin === VIMEO_ORIGIN) {
    if (message.event === 'ready') return 'ready';
    if (message.event !== 'timeupdate' && message.event !== 'pause' && message.event !== 'ended') return null;
    const report = parsed(message.data);
    const seconds = finite(report?.seconds);
    const duration = finite(report?.duration);
    if (seconds === null || !duration) return null;
    return { seconds, durationSeconds: duration, paused: message.event !== 'timeupdate' };
  }
  return null;
}

/** Asks the player in `frame` to report playback: YouTube once loaded, Vimeo once it says it is ready. */
function subscribe(frame: HTMLIFrameElement, origin: string): void {
  const post = (message: object) => frame.contentWindow?.postMessage(JSON.stringify(message), origin);
  if (origin === YOUTUBE_ORIGIN) {
    post({ event: 'listening', id: 1, channel: 'widget' });
    post({ event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' });
  } else {
    for (const value of ['timeupdate', 'pause', 'ended']) post({ method: 'addEventListener', value });
  }
}

/**
 * Listens to the player in `frame` and calls `save` with where the learner is: every
 * SAVE_EVERY_MS while it plays, at once on a pause or the end, and when the learner leaves
 * (another lesson, another tab, the page closed). Nothing is saved twice for the same second.
 */
export function usePlaybackReports(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string,
  save: (body: VideoPositionBody) => void,
  now: () => number = Date.now,
): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    let latest: VideoPositionBody | null = null;
    let sent: { body: VideoPositionBody; at: number } | null = null;
    const flush = () => {
      if (!latest || latest.seconds === sent?.body.seconds) return;
      sent = { body: latest, at: now() };
      saveRef.current(latest);
    };
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.source !== element.contentWindow || event.origin !== origin) return;
      const report = readReport(event.origin, event.data);
      if (report === 'ready') return subscribe(element, origin);
      if (!report) return;
      const durationSeconds = Math.max(1, Math.round(report.durationSeconds));
      latest = { seconds: Math.min(Math.floor(report.seconds), durationSeconds), durationSeconds };
      if (report.paused || !sent || now() - sent.at >= SAVE_EVERY_MS) flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const element = frame.current;
    const onLoad = () => element && subscribe(element, origin);
    element?.addEventListener('load', onLoad);
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      flush();
      element?.removeEventListener('load', onLoad);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [frame, origin, now]);
}
