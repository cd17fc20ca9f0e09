import { describe, expect, it } from 'vitest';
import {
  AnnounceAuthor,
  AnnounceDestinations,
  AnnounceFromList,
  AnnounceListList,
  AnnounceMailQueued,
  AnnounceSentFilter,
  AnnounceSendListResult,
  AnnounceSentList,
  destinationsOfSendList,
  messages,
} from '@tayori/contract';
import { buildAnnounceWorld, type AnnounceWorld } from '../../../test/announce-world';
import { suiteWorld, type TestContext } from '../../../test/harness';

let t: TestContext;
let w: AnnounceWorld;
suiteWorld(buildAnnounceWorld, (built) => ({ t, w } = built));

const get = (url: string, token: string, query?: Record<string, string>) =>
  t.call({ method: 'GET', url: `/api/v1/schools/announce/${url}`, token, query });
const leaves = (d: AnnounceDestinations) => [
  ...[...d.announceUserResult, ...d.announceCarefulStudentResult].flatMap((y) =>
    y.departments.flatMap((dep) => dep.courses.flatMap((c) => c.students.map((s) => s.id))),
  ),
  ...d.announceStaffResult.map((s) => s.id),
];

describe('registration tab: author and from', () => {
  it('answers the author with what they may do', async () => {
    const editor = AnnounceAuthor.parse((await get('author', w.tokenOf('SCHOOL_EDITOR'))).json());
    expect(editor).toMatchObject({
      extendedSchoolCode: w.school.extendedSchoolCode,
      abilities: { send: true },
    });
    const viewer = AnnounceAuthor.parse((await get('author', w.tokenOf('SCHOOL_VIEWER'))).json());
    expect(viewer.abilities.send).toBe(false);
  });

  it('lists the author as -1, then the senders of the schools in reach', async () => {
    const mine = AnnounceFromList.parse((await get('from', w.tokenOf('SCHOOL_EDITOR'))).json());
    expect(mine.announceFromResult.map((f) => f.announceFromId)).toEqual([-1, w.sender.id]);
    const all = AnnounceFromList.parse((await get('from', w.tokenOf('VISTA_EDITOR'))).json());
    expect(all.announceFromResult.map((f) => f.announceFromId)).toEqual(
      expect.arrayContaining([-1, w.sender.id, w.otherSender.id]),
    );
  });
});

describe('destination search tab: GET …/announce/send-list', () => {
  it('answers the trees, careful apart, staff only when asked; another school is 404', async () => {
    const code = w.school.extendedSchoolCode;
    const answer = (
      await get('send-list', w.tokenOf('SCHOOL_VIEWER'), { extendedSchoolCode: code })
    ).json();
    // Spec 001 §7 names this call's students announceSendListSearchResult.
    expect(Object.keys(answer).sort()).toEqual([
      'announceCarefulStudentResult',
      'announceSendListSearchResult',
      'announceStaffResult',
      'carefulCount',
    ]);
    const plain = destinationsOfSendList(AnnounceSendListResult.parse(answer));
    expect(plain.carefulCount).toBe(1);
    expect(plain.announceStaffResult).toEqual([]);
    expect(plain.announceUserResult.at(-1)!.id).toBe('y0');
    expect(leaves(plain).sort()).toEqual(w.students.map((s) => s.id).sort());
    const withStaff = AnnounceSendListResult.parse(
      (
        await get('send-list', w.tokenOf('SCHOOL_VIEWER'), {
          extendedSchoolCode: code,
          includeStaff: 'true',
        })
      ).json(),
    );
    expect(withStaff.announceStaffResult.map((s) => s.id)).toContain(w.staff.SCHOOL_EDITOR.id);
    const other = await get('send-list', w.tokenOf('SCHOOL_EDITOR'), {
      extendedSchoolCode: w.otherSchool.extendedSchoolCode,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('saved destination lists', () => {
  const save = (
    announceListName: string,
    userIdList: string[],
    token = w.tokenOf('SCHOOL_EDITOR'),
  ) =>
    t.call({
      method: 'PUT',
      url: '/api/v1/schools/announce/list',
      token,
      body: { announceListName, userIdList },
    });

  it('saves, lists, displays, replaces by name and deletes a list of its author', async () => {
    const ids = [w.students[0]!.id, w.students[1]!.id, w.staff.VISTA_VIEWER.id];
    const saved = await save('2年生と先生', ids);
    expect(saved.statusCode).toBe(200);
    const { announceListId } = saved.json() as { announceListId: number };
    const lists = AnnounceListList.parse((await get('list', w.tokenOf('SCHOOL_EDITOR'))).json());
    expect(lists.announceListResult).toEqual([{ announceListId, announceListName: '2年生と先生' }]);
    const users = AnnounceDestinations.parse(
      (
        await get('users', w.tokenOf('SCHOOL_EDITOR'), { announceListId: String(announceListId) })
      ).json(),
    );
    expect(leaves(users).sort()).toEqual([...ids].sort());
    expect(users.carefulCount).toBe(1);
    // Saving under the same name replaces the members of the same list.
    const again = await save('2年生と先生', [w.students[2]!.id]);
    expect(again.json()).toEqual({ announceListId });
    const replaced = AnnounceDestinations.parse(
      (
        await get('users', w.tokenOf('SCHOOL_EDITOR'), { announceListId: String(announceListId) })
      ).json(),
    );
    expect(leaves(replaced)).toEqual([w.students[2]!.id]);
    // Another staff member's list is not theirs: not listed, not shown, not deleted.
    const other = w.tokenOf('VISTA_EDITOR');
    expect(AnnounceListList.parse((await get('list', other)).json()).announceListResult).toEqual(
      [],
    );
    expect((await get('users', other, { announceListId: String(announceListId) })).statusCode).toBe(
      404,
    );
    const url = `/api/v1/schools/announce/list/${announceListId}`;
    expect((await t.call({ method: 'DELETE', url, token: other })).statusCode).toBe(404);
    const viewer = await t.call({ method: 'DELETE', url, token: w.tokenOf('SCHOOL_VIEWER') });
    expect(viewer.statusCode).toBe(403);
    const gone = await t.call({ method: 'DELETE', url, token: w.tokenOf('SCHOOL_EDITOR') });
    expect(gone.json()).toEqual({ announceListId });
    expect(
      AnnounceListList.parse((await get('list', w.tokenOf('SCHOOL_EDITOR'))).json())
        .announceListResult,
    ).toEqual([]);
  });

  it("refuses a name over 50, no users, or another school's student", async () => {
    expect((await save('あ'.repeat(51), [w.students[0]!.id])).statusCode).toBe(400);
    expect((await save('名前', [])).body).toContain(messages.announce_unselected);
    const cross = await save('混在', [w.students[0]!.id, w.otherStudent.id]);
    expect(cross.statusCode).toBe(400);
    expect(cross.body).toContain(messages.announce_user_invalid);
  });
});

describe('sent mail tab', () => {
  it('lists the school’s mails by year, month and author, with the detail and its recipients', async () => {
    const res = await w.send({
      subject: '<script>x</script>件名',
      body: '1行目\n<img src=x onerror=alert(1)>',
    });
    const { announceId } = AnnounceMailQueued.parse(res.json());
    const code = w.school.extendedSchoolCode;
    const filter = AnnounceSentFilter.parse(
      (await get(`${code}/sent-filter`, w.tokenOf('SCHOOL_VIEWER'))).json(),
    );
    // The test clock is 2026-06-15T03:00Z: 12:00 in Tokyo.
    expect(filter.yearList).toEqual([2026]);
    expect(filter.registerList.map((r) => r.mailaddress)).toContain(
      (
        await t.call({
          method: 'GET',
          url: '/api/v1/schools/announce/author',
          token: w.tokenOf('SCHOOL_EDITOR'),
        })
      ).json().emailAddress,
    );
    const list = (query: Record<string, string>) =>
      get('sent', w.tokenOf('SCHOOL_VIEWER'), { extendedSchoolCode: code, ...query });
    const june = AnnounceSentList.parse((await list({ year: '2026', month: '6' })).json());
    expect(june.announceList.map((m) => m.announceId)).toContain(announceId);
    expect(june.announceList[0]).toMatchObject({
      title: '<script>x</script>件名',
      recipientCount: 3,
    });
    expect(june.announceList[0]!.datetime).toBe('2026-06-15T03:00:00.000Z');
    const may = AnnounceSentList.parse((await list({ year: '2026', month: '5' })).json());
    expect(may.announceList).toEqual([]);
    expect((await list({ month: '13' })).statusCode).toBe(400);
    const detail = await w.delivered(announceId);
    expect(detail.body).toBe('1行目<br>&lt;img src=x onerror=alert(1)&gt;');
    expect(detail.announceToList).toHaveLength(3);
    // Another school group's staff: neither the school's history nor the mail.
    const out = w.otherEditorToken;
    expect((await get(`${code}/sent-filter`, out)).statusCode).toBe(404);
    expect((await get('sent', out, { extendedSchoolCode: code })).statusCode).toBe(404);
    expect((await get(`${announceId}/detail`, out)).statusCode).toBe(404);
  });
});
