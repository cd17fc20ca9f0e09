import escapeHtml from 'escape-html';

/**
 * The body as HTML (spec 001 §2: the sent mail's detail shows an HTML body; its copy turns line
 * breaks back into newlines): the typed text escaped, each line break a `<br>`. The mail's HTML
 * part and the history's detail use it.
 */
export const bodyHtml = (text: string): string => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
