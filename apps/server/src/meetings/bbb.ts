import { createHash, randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { MeetingProvider } from './jitsi.ts';

/**
 * BigBlueButton through its API (docs/decisions/219-bigbluebutton-meetings.md): every call is a
 * GET to `{BBB_URL}/api/{call}?{query}&checksum=...`, the checksum the hex SHA-1 of the call's
 * name, the query exactly as sent and the shared secret. A session's room is a meeting id of 128
 * random bits; a join first creates the meeting (idempotent while it runs), then answers the
 * signed join address the browser opens, which carries the learner's name.
 */
export interface BbbConfig {
  /** The server's base, without `/api`: `https://bbb.example.org/bigbluebutton`. */
  url: string;
  secret: string;
}

export class BbbError extends Error {
  constructor(
    readonly messageKey: string,
    message: string,
  ) {
    super(`BigBlueButton refused: ${messageKey} ${message}`.trim());
    this.name = 'BbbError';
  }
}

export function bbbChecksum(call: string, query: string, secret: string): string {
  return createHash('sha1').update(`${call}${query}${secret}`).digest('hex');
}

/** The signed address of one call. */
export function bbbCallUrl(config: BbbConfig, call: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${config.url}/api/${call}?${query}&checksum=${bbbChecksum(call, query, config.secret)}`;
}

const xml = new XMLParser({ parseTagValue: false });

export function bbbMeetings(config: BbbConfig, fetchFn: typeof fetch = fetch): MeetingProvider {
  return {
    newRoom: () => `kalvi-${randomBytes(16).toString('hex')}`,
    async joinUrl(meetingID, fullName) {
      const res = await fetchFn(
        bbbCallUrl(config, 'create', { name: 'Kalvi · கல்வி', meetingID, record: 'true' }),
        { signal: AbortSignal.timeout(5000) },
      );
      const answer = xml.parse(await res.text())?.response ?? {};
      if (answer.returncode !== 'SUCCESS')
        throw new BbbError(String(answer.messageKey ?? res.status), String(answer.message ?? ''));
      return bbbCallUrl(config, 'join', { fullName, meetingID, role: 'VIEWER', redirect: 'true' });
    },
  };
}
