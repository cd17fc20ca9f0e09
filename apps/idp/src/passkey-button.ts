import escapeHtml from 'escape-html';

/**
 * A passkey ceremony's button (passkey.js runs it and posts the result with `form`); hidden until
 * the script finds WebAuthn in the browser. The options travel in an attribute: the pages carry no
 * inline script, not even a data block.
 */
export function passkeyButton(
  form: { action: string; token: string },
  ceremony: 'register' | 'authenticate',
  options: unknown,
  label: string,
  cls = 'primary',
): string {
  return `<form method="post" action="${escapeHtml(form.action)}" class="passkey-form">
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<input type="hidden" name="response" value="">
<button type="button" class="${cls}" hidden data-passkey="${ceremony}" data-options="${escapeHtml(JSON.stringify(options))}">${escapeHtml(label)}</button>
<p class="passkey-status note" role="status"></p>
</form>`;
}
