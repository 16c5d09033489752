/** One e-mail as the service sends it: plain text, at most one attached document. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachment: { fileName: string; contentType: string; bytes: Uint8Array } | null;
}

/**
 * Where mail leaves the machine (SMTP by default, src/server/adapters/mail/smtp-mailer.ts). `send`
 * resolves once the server took the message and throws a MailFailure otherwise.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why a message did not leave, in words an office clerk reads in the outbox. */
export class MailFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailFailure';
  }
}
