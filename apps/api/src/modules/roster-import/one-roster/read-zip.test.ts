import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { oneRosterFiles, oneRosterHeaders } from '@tayori/contract';
import { readOneRosterZip } from './read-zip';

const manifest = [
  'propertyName,value',
  '"manifest.version","1.0"',
  '"oneroster.version","1.2"',
  ...oneRosterFiles.map((f) => `"file.${f}","${f === 'users' ? 'bulk' : 'absent'}"`),
].join('\r\n');

const zipWith = (users: string, folder = '') =>
  zipSync({
    [`${folder}manifest.csv`]: strToU8(manifest),
    [`${folder}users.csv`]: strToU8(`${oneRosterHeaders.users[1].join(',')}\r\n${users}`),
  });

describe('readOneRosterZip', () => {
  it('names each row by the line it starts on, past cells of several lines and blank lines', () => {
    const users = ['"a","","","true","x\r\ny"', '', '"b"', '"c","","","true","p\r\nq\r\nr"', '"d"'];
    const zip = readOneRosterZip(zipWith(users.join('\r\n') + '\r\n'));
    expect(zip.rows.users!.map((r) => [r.line, r.cells.sourcedId])).toEqual([
      [2, 'a'],
      [5, 'b'],
      [6, 'c'],
      [9, 'd'],
    ]);
  });

  it('reads NULL as empty and ids in lower case, and a ZIP of one folder', () => {
    const id = 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE';
    const zip = readOneRosterZip(
      zipWith(`"${id}","NULL","","true","Name@Example.jp"\n`, 'export/'),
    );
    expect(zip.version).toBe('1.2');
    expect(zip.rows.users![0]!.cells).toMatchObject({
      sourcedId: id.toLowerCase(),
      status: '',
      username: 'Name@Example.jp',
    });
  });

  it('reads a BOM, lone CRs as line breaks, and names in UTF-8 as written', () => {
    const header = oneRosterHeaders.users[1].join(',');
    const users = `\ufeff${header}\r"a","","","true","山田\r太郎"\r"b","","","true","髙﨑"\r`;
    const zip = readOneRosterZip(
      zipSync({ 'manifest.csv': strToU8(manifest), 'users.csv': strToU8(users) }),
    );
    expect(zip.rows.users!.map((r) => [r.line, r.cells.sourcedId, r.cells.username])).toEqual([
      [2, 'a', '山田\n太郎'],
      [4, 'b', '髙﨑'],
    ]);
  });
});
