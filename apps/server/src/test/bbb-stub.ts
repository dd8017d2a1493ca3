import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking BigBlueButton's API as the spec of external services describes
 * it: `/api/{call}?{query}&checksum=` with the hex SHA-1 of call, query and secret; XML answers
 * with `returncode` SUCCESS or FAILED (`checksumError`). `create` is idempotent per meetingID;
 * `join` answers a 302 into the meeting.
 */
export interface BbbStub {
  url: string;
  secret: string;
  /** Every call that reached the stub: its name, its parameters, and whether it was signed right. */
  calls: { call: string; params: Record<string, string>; signed: boolean }[];
  meetings: Set<string>;
  close(): Promise<void>;
}

const answer = (body: string) => `<response>${body}</response>`;

export async function startBbbStub(secret = 'bbb-test-secret-0123456789'): Promise<BbbStub> {
  const calls: BbbStub['calls'] = [];
  const meetings = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const call = url.pathname.replace(/^\/bigbluebutton\/api\//, '');
    const raw = (req.url ?? '').split('?')[1] ?? '';
    const at = raw.lastIndexOf('&checksum=');
    const query = at >= 0 ? raw.slice(0, at) : raw;
    const given = at >= 0 ? raw.slice(at + '&checksum='.length) : '';
    const signed = given === createHash('sha1').update(`${call}${query}${secret}`).digest('hex');
    const params = Object.fromEntries(new URLSearchParams(query));
    calls.push({ call, params, signed });
    res.setHeader('content-type', 'text/xml');
    if (!signed) {
      res.end(
        answer(
          '<returncode>FAILED</returncode><messageKey>checksumError</messageKey><message>Checksums do not match</message>',
        ),
      );
      return;
    }
    if (call === 'create') {
      meetings.add(params.meetingID ?? '');
      res.end(answer(`<returncode>SUCCESS</returncode><meetingID>${params.meetingID}</meetingID>`));
    } else if (call === 'join' && meetings.has(params.meetingID ?? '')) {
      res.statusCode = 302;
      res.setHeader('location', `/html5client/join?meeting=${params.meetingID}`);
      res.end();
    } else {
      res.end(
        answer(
          '<returncode>FAILED</returncode><messageKey>notFound</messageKey><message>No meeting</message>',
        ),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bigbluebutton`,
    secret,
    calls,
    meetings,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
