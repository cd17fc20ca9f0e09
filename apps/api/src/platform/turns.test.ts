import { describe, expect, it } from 'vitest';
import { turnTaker } from './turns';

describe('turnTaker', () => {
  it('lets what is ready run between slices of a long loop, not after all of it', async () => {
    let at = -1;
    let i = 0;
    // Stands for a request that arrived while a 1,000-row file is checked.
    setImmediate(() => (at = i));
    const turn = turnTaker(100);
    for (; i < 1000; i++) await turn();
    expect(at).toBe(99);
  });

  it('costs no promise between turns', () => {
    const turn = turnTaker(3);
    expect([turn(), turn()]).toEqual([undefined, undefined]);
    expect(turn()).toBeInstanceOf(Promise);
  });
});
