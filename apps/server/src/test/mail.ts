import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/**
 * Test support for mail: a real SMTP server on a free local port (for tests of the wire), and
 * a recording Mailer (for tests where the wire is not the point). Both let a test wait for the
 * next message to an address, since some mail is sent after the answer.
 */

interface Waiter<T> {
  to: string;
  subject?: RegExp;
  resolve: (message: T) => void;
}

function matches(message: { to: string; subject?: string }, to: string, subject?: RegExp): boolean {
  return message.to.includes(to) && (subject === undefined || subject.test(message.subject ?? ''));
}

class Inbox<T extends { to: string; subject?: string }> {
  readonly messages: T[] = [];
  private waiters: Waiter<T>[] = [];
  private taken = new Set<T>();

  add(message: T): void {
    this.messages.push(message);
    const waiter = this.waiters.find((w) => matches(message, w.to, w.subject));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      this.taken.add(message);
      waiter.resolve(message);
    }
  }

  /**
   * The first message to `to` (and with a subject matching `subject`, when given) not yet handed
   * out, waiting for it when it has not arrived. The subject picks one e-mail out of several a
   * single action sends (a payment's enrolment confirmation beside its refund notice).
   */
  next(to: string, subject?: RegExp): Promise<T> {
    const ready = this.messages.find((m) => matches(m, to, subject) && !this.taken.has(m));
    if (ready) {
      this.taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve) => this.waiters.push({ to, subject, resolve }));
  }

  count(to: string): number {
    return this.messages.filter((m) => m.to.includes(to)).length;
  }
}

export function recordingMailer(): Mailer & { inbox: Inbox<MailMessage>; failWith?: Error } {
  const inbox = new Inbox<MailMessage>();
  const mailer: Mailer & { inbox: Inbox<MailMessage>; failWith?: Error } = {
    inbox,
    async send(message) {
      if (mailer.failWith) throw mailer.failWith;
      inbox.add(message);
    },
    close: () => {},
  };
  return mailer;
}

export interface ReceivedMail {
  to: string;
  from: string;
  /** The Subject header, its encoded words (RFC 2047, how a Tamil or ₹ subject travels) decoded. */
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  body: string;
}

/** Decodes `=?utf-8?B?...?=` and `=?utf-8?Q?...?=` words; the space between two of them is folding, not text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

/** The Subject header of a raw message, unfolded and decoded. */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = headers.split(/\r?\n/).find((header) => /^subject:/i.test(header));
  return line ? decodeEncodedWords(line.slice('subject:'.length).trim()) : '';
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A local SMTP server that accepts every message; `url` goes into SMTP_URL. */
export async function startSmtpServer(): Promise<{
  url: string;
  inbox: Inbox<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const inbox = new Inbox<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.add({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: subjectOf(raw),
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
