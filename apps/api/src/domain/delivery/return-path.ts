/**
 * The envelope sender of one delivery (VERP, docs/decisions/delivery.md): `bounces+<token>@<bounce
 * domain>`, the token the recipient row's random return_token without its dashes. A bounce comes
 * back to that address and so names its delivery without reading the bounce's text; a token is
 * 122 random bits, never shown to the recipient (the Message-ID uses another).
 */

const LOCAL_PART = /^bounces\+([0-9a-f]{32})$/i;

export const returnPathOf = (returnToken: string, bounceDomain: string) =>
  `bounces+${returnToken.replaceAll('-', '').toLowerCase()}@${bounceDomain}`;

/** The return_token an address names, or null when it is no return path of `bounceDomain`. */
export function returnTokenOf(address: string, bounceDomain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== bounceDomain.toLowerCase()) return null;
  const hex = LOCAL_PART.exec(address.slice(0, at))?.[1]?.toLowerCase();
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
