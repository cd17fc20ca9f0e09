import { describe, expect, it } from 'vitest';
import * as fflate from 'fflate';
import { messages } from '@tayori/contract';
import { importSuite } from '../../../../test/roster-import-world';
import { jpRoster, zipOf, type JpRoster } from '../../../../test/one-roster-zip';
import { buildSchool } from '../../../../test/factories';

/**
 * docs/roster-import.md "OneRoster": a ZIP the import cannot read as a whole (not a ZIP, no
 * manifest, another version or layout, no such school, a bomb) is refused with its reason and
 * nothing kept.
 */
const suite = importSuite();

const broken = (change: (r: JpRoster) => void) => {
  const roster = jpRoster(suite.w.school.name);
  change(roster);
  return roster;
};

describe('a ZIP the import cannot read is refused whole (400), naming why', () => {
  const refused = async (file: Buffer, message: string, opts = {}) => {
    const res = await suite.w.upload('oneRoster', file, opts);
    expect(res.status, res.body).toBe(400);
    expect((res.json() as { messages: string[] }).messages).toEqual([message]);
  };
  it('not a ZIP', () => refused(Buffer.from('a,b\r\n1,2\r\n'), messages.oneroster_zip_broken));
  it('no manifest', () => {
    const zip = zipOf(broken(() => undefined));
    // The manifest renamed: the archive holds no manifest.csv.
    const at = zip.indexOf('manifest.csv');
    zip.write('manifesx', at);
    zip.write('manifesx', zip.indexOf('manifest.csv', at + 1));
    return refused(zip, messages.oneroster_manifest_missing);
  });
  it('another OneRoster version', () =>
    refused(
      zipOf(broken((r) => r.manifest.set('oneroster.version', '1.1'))),
      messages.oneroster_manifest_value('oneroster.version', '1.2 / 1.2.1 / 1.2_JP'),
    ));
  it('a file the manifest says is absent', () =>
    refused(
      zipOf(broken((r) => r.manifest.set('file.courses', 'absent'))),
      messages.oneroster_file_not_absent('courses.csv'),
    ));
  it('a file the manifest says is sent', () =>
    refused(
      zipOf(broken((r) => r.manifest.set('file.lineItems', 'bulk'))),
      messages.oneroster_file_missing('lineItems.csv'),
    ));
  it('a header of another layout', () =>
    refused(
      zipOf(
        broken(() => undefined),
        { 'users.csv': 'id,name\r\n"1","a"\r\n' },
      ),
      messages.oneroster_headers_wrong(
        'users.csv',
        'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns,metadata.jp.kanaGivenName,metadata.jp.kanaFamilyName,metadata.jp.kanaMiddleName,metadata.jp.homeClass',
      ),
    ));
  it('a school the ZIP does not hold', async () => {
    const other = await buildSchool(suite.t.db);
    const roster = broken((r) =>
      r.files.orgs!.push({
        ...r.files.orgs![1]!,
        sourcedId: crypto.randomUUID(),
        name: '別の学校',
      }),
    );
    await refused(zipOf(roster), messages.oneroster_school_not_found(other.name), {
      school: other.extendedSchoolCode,
    });
  });
  it("the school's own org refused by a rule", () =>
    refused(
      zipOf(broken((r) => (r.files.orgs![1]!.identifier = 'S0001'))),
      messages.oneroster_school_refused(3, 'orgs.csv: identifier', messages.oneroster_school_code),
    ));
  it('a district with a parent (the school then names no district)', async () => {
    const res = await suite.w.upload(
      'oneRoster',
      zipOf(broken((r) => (r.files.orgs![0]!.parentSourcedId = r.files.orgs![1]!.sourcedId!))),
    );
    expect(res.status).toBe(400);
    expect(res.body).toContain(messages.oneroster_reference_refused('orgs.csv', 2));
  });
  it('a delta with 利用停止 of the missing', () =>
    refused(
      zipOf(broken((r) => r.manifest.set('file.users', 'delta'))),
      messages.oneroster_mark_missing_with_delta,
      { markMissingAsLeaving: true },
    ));
  it('a file saved in Shift_JIS', () => {
    const zip = zipOf(
      broken(() => undefined),
      { 'users.csv': '' },
    );
    const sjis = Buffer.from([0x83, 0x5e, 0x83, 0x8d, 0x83, 0x45]); // タロウ in Shift_JIS
    const { strToU8, zipSync, unzipSync } = fflate;
    const files = unzipSync(new Uint8Array(zip));
    files['users.csv'] = new Uint8Array([
      ...strToU8('sourcedId\r\n"'),
      ...sjis,
      ...strToU8('"\r\n'),
    ]);
    return refused(Buffer.from(zipSync(files)), messages.oneroster_file_encoding('users.csv'));
  });
  it('a NUL in a file', () =>
    refused(
      zipOf(broken((r) => (r.files.users![2]!.identifier = 'A\u00001'))),
      messages.oneroster_file_nul('users.csv'),
    ));
  it('a whole users.csv without users (with 利用停止 of the missing, it would suspend everyone)', () =>
    refused(zipOf(broken((r) => (r.files.users = []))), messages.oneroster_no_users, {
      markMissingAsLeaving: true,
    }));
  it('a ZIP of thousands of entries', () => {
    const extra = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`x/${i}.txt`, 'x']));
    return refused(
      zipOf(
        broken(() => undefined),
        extra,
      ),
      messages.oneroster_zip_broken,
    );
  });
  it('a ZIP that claims to unpack to more than the limit', () => {
    const zip = zipOf(broken(() => undefined));
    // The central directory's "uncompressed size" of the first entry (offset 24 of its header).
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0xfffffff0, central + 24);
    return refused(zip, messages.oneroster_zip_too_large);
  });
});
