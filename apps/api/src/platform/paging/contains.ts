import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A search condition matching by part (spec 001 §2: names and kana "match by part"), whatever the
 * letters' case: `column ILIKE '%text%'` with the text's own % _ \ taken literally. Trigram indexes
 * (pg_trgm) serve it. Empty or absent text is no condition.
 */
export function containsText(column: AnyColumn | SQL, text: string | undefined | null) {
  if (!text) return undefined;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ilike ${`%${escaped}%`}`;
}
