import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildGroupWorld, type GroupWorld } from '../../../test/notice-group-world';

let t: TestContext;
let w: GroupWorld;
suiteWorld(buildGroupWorld, (built) => ({ t, w } = built));

// A name is unique among the school's groups (docs/decisions/notice-groups.md "Names"); a space
// typed before or after it (half- or full-width) is not part of it, or the list would show two
// groups no one can tell apart.
describe('a group name with spaces around it', () => {
  it('is the same name: stored without them, and refused again as taken', async () => {
    const created = await w.create({ noticeGroupName: ' 文化祭委員　' });
    expect(created.noticeGroupName).toBe('文化祭委員');
    for (const noticeGroupName of ['文化祭委員', '文化祭委員 ', '　文化祭委員']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/schools/notice-group',
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: { noticeGroupName, userIdList: [w.students[0]!.id] },
      });
      expect(res.statusCode, noticeGroupName).toBe(409);
      expect(res.json()).toMatchObject({ messages: [messages.conflict_notice_group] });
    }
  });
});

// The same rule for announcement mail's saved destination lists (docs/decisions/announce.md:
// saving under a name already used replaces that list).
describe('a destination list name with spaces around it', () => {
  it('replaces the list of that name instead of adding a second one', async () => {
    const save = async (announceListName: string) => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/v1/schools/announce/list',
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: { announceListName, userIdList: [w.students[0]!.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { announceListId: number }).announceListId;
    };
    const first = await save('面談の案内');
    expect(await save('面談の案内 ')).toBe(first);
    expect(await save('　面談の案内')).toBe(first);
    const lists = await t.call({
      method: 'GET',
      url: '/api/v1/schools/announce/list',
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(lists.json()).toEqual({
      announceListResult: [{ announceListId: first, announceListName: '面談の案内' }],
    });
  });
});
