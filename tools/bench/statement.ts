/** Baseline statements: each SQL text gets its prepared statement's name once, when the table loads. */
import { createHash } from 'node:crypto';
import type { Statement } from './types';

/** `baseline_` + a hash of the text: node-postgres refuses one name for two texts on a connection. */
export const statement = (text: string): Statement => ({
  name: `baseline_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
  text,
});
