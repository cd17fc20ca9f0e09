/**
 * Text a person typed, inside a LIKE pattern: `%`, `_` and `\` are matched as themselves
 * (PostgreSQL's default escape character is `\`).
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere in a value. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;
