import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language it is written in; the signature follows it (mail/signature.ts). None: both. */
  language?: 'en' | 'ta';
  /** Extra header lines, such as List-Unsubscribe (docs/decisions/176-notifications-real-time.md). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {}

interface Logger {
  info(obj: object, msg: string): void;
}

/** Real SMTP through nodemailer; the URL carries host, port, TLS and credentials. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (err) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(err as Error).message}`);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP: each message is logged and kept as a JSON file in
 * DATA_DIR/outbox, so a developer can read the code or the link from it.
 */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.json`,
      );
      // Written beside it and renamed into place, so whoever reads the outbox (a developer's
      // script, the end-to-end tests) never finds half a mail.
      const partial = `${file}.partial`;
      await writeFile(
        partial,
        JSON.stringify({ from, ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      await rename(partial, file);
      log.info({ to: message.to, subject: message.subject, file }, `mail kept in outbox:\n${message.text}`);
    },
    close: () => {},
  };
}
