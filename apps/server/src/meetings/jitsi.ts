import { randomBytes } from 'node:crypto';

/**
 * Where a live session meets (docs/decisions/213-live-session-meetings.md). A room is made once
 * per session and kept on the server; a learner reaches it only through Kalvi's join, which
 * checks their batch and the time first.
 */
export interface MeetingProvider {
  /** A new room's address. */
  newRoom(): string;
  /** The address a person opens to take part, their name suggested to the meeting. */
  joinUrl(roomUrl: string, displayName: string): string | Promise<string>;
}

/**
 * Jitsi Meet: anyone who knows a room's name may enter it, so the name carries 128 random bits
 * and nothing guessable. The display name goes in the fragment, which Jitsi reads in the browser
 * and which no server on the way logs.
 */
export function jitsiMeetings(baseUrl: string): MeetingProvider {
  return {
    newRoom: () => `${baseUrl}/kalvi-${randomBytes(16).toString('hex')}`,
    joinUrl: (roomUrl, displayName) =>
      `${roomUrl}#userInfo.displayName=${encodeURIComponent(JSON.stringify(displayName))}`,
  };
}
