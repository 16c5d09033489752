import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), read back with
 * `mailparser`: what the mail worker hands to nodemailer arrives here over SMTP as a customer's
 * mail server would receive it. `refuseNext` makes it answer the next messages with an error reply
 * (a full mailbox, a greylisting 451), as real servers do.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  refuseNext(count: number, code?: number, words?: string): void;
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let refusals: { code: number; words: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = refusals.shift();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error(refusal.words), { responseCode: refusal.code });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            for (const waiter of waiting.filter((entry) => received.length >= entry.count)) waiter.resolve();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451, words = 'Mailbox busy, try again later') {
      refusals = Array.from({ length: count }, () => ({ code, words }));
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiting.push({ count, resolve: () => resolve(received) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  afterAll(() => sink.close());
  return sink;
}
