import { describe, expect, it } from 'vitest';
import { AreaList, SchoolGroupList, SchoolList } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildSchool, buildSchoolGroup, buildStaff } from '../../../test/factories';

let t: TestContext;
suiteContext((context) => (t = context));

describe('GET /api/v1/areas and /api/v1/schools', () => {
  it('answers the areas without a token, each once', async () => {
    const school = await buildSchool(t.db);
    const res = await t.call({ method: 'GET', url: '/api/v1/areas' });
    expect(res.statusCode).toBe(200);
    const codes = AreaList.parse(res.json()).areaList.map((a) => a.areaCode);
    expect(codes).toContain(school.areaCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('answers the schools of one area, in sort order, or every school without areaCode', async () => {
    const first = await buildSchool(t.db, { sortOrder: 2 });
    const second = await buildSchool(t.db, { areaCode: first.areaCode, sortOrder: 1 });
    const other = await buildSchool(t.db);
    const inArea = await t.call({
      method: 'GET',
      url: `/api/v1/schools?areaCode=${first.areaCode}`,
    });
    expect(SchoolList.parse(inArea.json()).schoolList).toEqual(
      [second, first].map((s) => ({
        extendedSchoolCode: s.extendedSchoolCode,
        schoolName: s.name,
        areaCode: s.areaCode,
      })),
    );
    const all = SchoolList.parse((await t.call({ method: 'GET', url: '/api/v1/schools' })).json());
    expect(all.schoolList.map((s) => s.extendedSchoolCode)).toEqual(
      expect.arrayContaining([first, second, other].map((s) => s.extendedSchoolCode)),
    );
    const none = await t.call({ method: 'GET', url: '/api/v1/schools?areaCode=NOWHERE' });
    expect(SchoolList.parse(none.json()).schoolList).toEqual([]);
  });
});

describe('GET /api/v1/school-groups', () => {
  it("answers the caller's school groups in id order, each with its schools, empty groups included", async () => {
    const group = await buildSchoolGroup(t.db);
    const empty = await buildSchoolGroup(t.db);
    const b = await buildSchool(t.db, { schoolGroupId: group.id, sortOrder: 2 });
    const a = await buildSchool(t.db, { schoolGroupId: group.id, sortOrder: 1 });
    const staff = await buildStaff(t.db, {
      roleType: 'SCHOOL_VIEWER',
      school: a,
      schoolGroupIds: [empty.id, group.id],
    });
    const res = await t.getAs(staff.id, '/api/v1/school-groups');
    expect(res.statusCode).toBe(200);
    const school = (s: typeof a) => ({
      extendedSchoolCode: s.extendedSchoolCode,
      schoolName: s.name,
      areaCode: s.areaCode,
    });
    expect(SchoolGroupList.parse(res.json()).schoolGroupList).toEqual([
      { schoolGroupId: group.id, schoolGroupName: group.name, schools: [school(a), school(b)] },
      { schoolGroupId: empty.id, schoolGroupName: empty.name, schools: [] },
    ]);
  });

  it('answers an empty list to SCHOOL_* staff without school groups', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', schoolGroupIds: [] });
    const res = await t.getAs(staff.id, '/api/v1/school-groups');
    expect(SchoolGroupList.parse(res.json()).schoolGroupList).toEqual([]);
  });

  it('answers every school group to the roles that reach every school, assigned or not', async () => {
    const group = await buildSchoolGroup(t.db);
    const school = await buildSchool(t.db, { schoolGroupId: group.id });
    for (const roleType of ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'VISTA_VIEWER'] as const) {
      const staff = await buildStaff(t.db, { roleType, schoolGroupIds: [] });
      const res = await t.getAs(staff.id, '/api/v1/school-groups');
      const list = SchoolGroupList.parse(res.json()).schoolGroupList;
      expect(list.find((g) => g.schoolGroupId === group.id)?.schools, roleType).toEqual([
        {
          extendedSchoolCode: school.extendedSchoolCode,
          schoolName: school.name,
          areaCode: school.areaCode,
        },
      ]);
      const ids = list.map((g) => g.schoolGroupId);
      expect(ids, roleType).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});
