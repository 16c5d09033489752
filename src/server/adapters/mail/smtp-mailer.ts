import nodemailer from 'nodemailer';
import { MailFailure, type Mailer, type OutgoingMail } from './mailer';

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** The server's own words are kept short: enough to tell a full mailbox from a wrong address. */
const MAX_REASON_CHARS = 200;

/**
 * Plain words for an outbox row: what the mail server said (its code and reply), or that it could
 * not be reached. Never the message or its address: the row already shows them.
 */
export function describeSmtpError(error: unknown): string {
  const { code, responseCode, response } = (error ?? {}) as SmtpError;
  if (responseCode !== undefined) {
    const reply = (response ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_CHARS);
    return `The mail server refused the message (${reply || responseCode})`;
  }
  if (code === 'ECONNREFUSED' || code === 'ESOCKET' || code === 'ECONNECTION' || code === 'EDNS')
    return 'The mail server could not be reached';
  if (code === 'ETIMEDOUT') return 'The mail server did not answer in time';
  if (code === 'EAUTH') return 'The mail server did not accept our sign-in';
  return 'The message could not be handed to the mail server';
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS from the start)
 * and MAIL_FROM. One pooled transport per process; nodemailer upgrades to STARTTLS when offered.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachment
            ? [
                {
                  filename: mail.attachment.fileName,
                  contentType: mail.attachment.contentType,
                  content: Buffer.from(mail.attachment.bytes),
                },
              ]
            : [],
        });
      } catch (error) {
        throw new MailFailure(describeSmtpError(error));
      }
    },
    close() {
      transport.close();
    },
  };
}
