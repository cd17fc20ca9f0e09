import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileNameCase, nonKebabParts } from './file-name-case.js';

RuleTester.describe = describe;
RuleTester.it = it;

describe('nonKebabParts', () => {
  it('accepts kebab-case folders and dot-separated name parts', () => {
    expect(nonKebabParts(join('apps', 'web', 'src', 'notice-form.test.tsx'))).toEqual([]);
    expect(nonKebabParts(join('apps', 'web', 'src', 'vite-env.d.ts'))).toEqual([]);
    expect(nonKebabParts(join('.ci', 'run-all.mjs'))).toEqual([]);
  });

  it('names every part that is not kebab-case', () => {
    expect(nonKebabParts(join('apps', 'Web', 'noticeForm.tsx'))).toEqual(['Web', 'noticeForm']);
    expect(nonKebabParts(join('src', 'read_status', 'a--b.ts'))).toEqual(['read_status', 'a--b']);
  });
});

new RuleTester().run('file-name-case', fileNameCase, {
  valid: [{ code: 'export {};', filename: join(process.cwd(), 'tools', 'a-b', 'c-d.test.js') }],
  invalid: [
    {
      code: 'export {};',
      filename: join(process.cwd(), 'tools', 'NoticeForm.js'),
      errors: [{ messageId: 'notKebab', data: { part: 'NoticeForm' } }],
    },
  ],
});
