import { describe, expect, it } from 'vitest';
import { idParamOf } from './id-param';

describe('idParamOf', () => {
  it('reads a positive integer', () => {
    expect(idParamOf('1')).toBe(1);
    expect(idParamOf('4294967296')).toBe(4_294_967_296);
  });

  it('refuses what is not an id', () => {
    for (const raw of [undefined, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '9'.repeat(17)])
      expect(idParamOf(raw), String(raw)).toBeNull();
  });

  it('refuses a number past the safe integers', () => {
    expect(idParamOf('9007199254740993')).toBeNull();
    expect(idParamOf('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });
});
