import { isIP } from 'node:net';
import { messages } from '@tayori/contract';

/**
 * Whether the portal may post to a device's endpoint (docs/decisions/reminders.md): the endpoint
 * is a URL the browser gives and the server calls, so only https URLs of the configured push
 * services are taken — never an address, a loopback or private host, a port, a user name. Answers
 * the refusal's message, or null.
 */
export function pushEndpointProblem(
  endpoint: string,
  allowedHosts: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return messages.push_endpoint_invalid;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || url.hash)
    return messages.push_endpoint_invalid;
  const host = url.hostname.toLowerCase();
  // An IP literal (v4, or v6 in brackets) names no push service, whatever the list says.
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return messages.push_endpoint_not_allowed;
  return allowedHosts.some((allowed) => hostMatches(host, allowed))
    ? null
    : messages.push_endpoint_not_allowed;
}

/** `*.example.com` takes any subdomain of example.com (not example.com itself); else exactly. */
function hostMatches(host: string, allowed: string): boolean {
  return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
}
