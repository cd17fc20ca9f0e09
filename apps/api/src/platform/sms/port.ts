/**
 * The SMS port (DESIGN §5), types only: adapters (outbox.ts, sns.ts) and callers import it from
 * here, the factory (index.ts) imports the adapters, so no import goes round in a circle.
 */

/** What every SMS goes through (spec 000 identity check: the temporary password). */
export interface SmsSender {
  /**
   * Sends (or durably queues) one text. Resolves only once the provider accepted it; rejects
   * otherwise. `phoneNumber` is E.164 (+81…) or a Japanese local number (090…).
   */
  send(phoneNumber: string, text: string): Promise<void>;
}
