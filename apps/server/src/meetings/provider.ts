import type { BbbConfig } from './bbb.ts';
import { bbbMeetings } from './bbb.ts';
import { jitsiMeetings, type MeetingProvider } from './jitsi.ts';

/** The meetings' settings, read by config.ts (docs/decisions/219-bigbluebutton-meetings.md). */
export interface MeetingsConfig {
  jitsiBaseUrl: string;
  /** BigBlueButton when BBB_URL and BBB_SECRET are both set; Jitsi Meet otherwise. */
  bbb: BbbConfig | null;
}

/** BBB_URL and BBB_SECRET, read from the environment by config.ts; one without the other is a problem. */
export function meetingsConfig(e: { JITSI_BASE_URL: string; BBB_URL?: string; BBB_SECRET?: string }): {
  meetings: MeetingsConfig;
  problems: string[];
} {
  const problems: string[] = [];
  if (Boolean(e.BBB_URL) !== Boolean(e.BBB_SECRET))
    problems.push('BBB_URL and BBB_SECRET must be set together');
  const bbb =
    e.BBB_URL && e.BBB_SECRET ? { url: withoutTrailingSlashes(e.BBB_URL), secret: e.BBB_SECRET } : null;
  return { meetings: { jitsiBaseUrl: e.JITSI_BASE_URL, bbb }, problems };
}

/** A loop, not /\/+$/, which backtracks on a long run of slashes (packages/shared/src/redos.test.ts). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

export function meetingProvider(config: MeetingsConfig): MeetingProvider {
  return config.bbb ? bbbMeetings(config.bbb) : jitsiMeetings(config.jitsiBaseUrl);
}
