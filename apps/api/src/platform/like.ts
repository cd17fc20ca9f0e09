/**
 * A LIKE pattern that finds `text` anywhere in a value: `%`, `_` and `\` typed by a person are
 * matched as themselves (PostgreSQL's default escape character is `\`).
 */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
