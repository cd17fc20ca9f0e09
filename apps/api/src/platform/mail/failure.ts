/**
 * What a failed send means for the recipient (RFC 5321 §4.2.1): a 5xx reply is a permanent
 * refusal (unknown mailbox, rejected content) and is not retried; a 4xx reply, a lost or refused
 * connection or a timeout is temporary and retried later.
 */
export interface MailFailure {
  permanent: boolean;
  /** The server's reply (or the transport's error) as the sent history shows it. */
  reason: string;
}

/** How long a reason may be when stored: a server's reply can be long. */
const REASON_MAX = 500;

export function classifyMailFailure(error: unknown): MailFailure {
  const e = (error ?? {}) as { responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const text =
    typeof e.response === 'string' && e.response !== ''
      ? e.response
      : typeof e.message === 'string'
        ? e.message
        : String(error);
  return {
    permanent: code !== null && code >= 500 && code < 600,
    reason: text.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX),
  };
}
