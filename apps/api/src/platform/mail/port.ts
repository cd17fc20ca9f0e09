/**
 * The mail port (DESIGN §5), types only: adapters (smtp.ts, outbox.ts) and callers import it from
 * here, the factory (index.ts) imports the adapters.
 */

/** A mailbox: spec 001 §3 sent mail's fromName/fromMailaddress, toName/toMailaddress. */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * One announcement mail to one recipient (spec 001 §2 announcement mail: from, subject, body; DESIGN
 * §5: one stored row per recipient, each sent by the worker).
 */
export interface MailMessage {
  /** The chosen sender (announceFromName/announceFromMailaddress) or the author. */
  from: MailAddress;
  to: MailAddress;
  /** At most 50 characters (spec 001 §5). */
  subject: string;
  /** The body as plain text (spec 001 §5: up to 10,000 characters). */
  text: string;
  /** The same body as HTML, when there is one (the sent-mail detail shows an HTML body). */
  html?: string | undefined;
  /**
   * A Message-ID fixed per recipient row (`<announce-{mailId}-{recipientId}@host>`): a resend after a crash
   * carries the same one, so the recipient's mail server and client can tell it is a duplicate.
   */
  messageId?: string | undefined;
  /**
   * The envelope sender (MAIL FROM) of this message alone, where bounces go: the delivery's VERP
   * address (domain/delivery/return-path.ts). Absent: the deployment's MAIL_FROM.
   */
  returnPath?: string | undefined;
}

/** What the server answered on accepting a mail. */
export interface Accepted {
  /** Its queue id there ("250 2.0.0 Ok: queued as 4F2A1" → 4F2A1), else its whole reply; null: none. */
  queueId: string | null;
}

/** What every mail goes through. */
export interface MailSender {
  /** Sends one mail. Resolves only once the server accepted it; rejects otherwise. */
  send(message: MailMessage): Promise<Accepted>;
  /** Ends the adapter's connections (server shutdown). */
  close(): void;
}
