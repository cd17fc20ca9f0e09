import { describe, expect, it } from 'vitest';
import { MenusResponse, StandaloneWidgetResponse } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildSchool, buildStaff, buildStudent, buildUser } from '../../../test/factories';
import { chatbotSettings, menuCategories, menuItems } from '../../db/schema';

/** GET /api/v1/get-standalone-widget (spec 001 §2, §7) and the home menu's chatbot items. */

let t: TestContext;
suiteContext((context) => (t = context));

const standalone = async (userId: string, query: Record<string, string>) =>
  t.getAs(userId, '/api/v1/get-standalone-widget', query);

describe('GET /api/v1/get-standalone-widget', () => {
  it("answers the setting named by app that reaches the caller's school and userType", async () => {
    const school = await buildSchool(t.db);
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school });
    const name = `faq-${school.id}`;
    await t.db.insert(chatbotSettings).values([
      { widgetName: name, sdkKey: 'group', widget: { placement: 'standalone' } },
      { widgetName: name, schoolId: school.id, userType: 'STAFF', sdkKey: 'school-staff' },
      { widgetName: name, schoolId: school.id, userType: 'TUTOR', sdkKey: 'school-tutor' },
    ]);
    const res = await standalone(staff.id, { widgetname: 'comconnect-ai', app: name, extra: 'x' });
    expect(res.statusCode).toBe(200);
    expect(StandaloneWidgetResponse.parse(res.json())).toEqual({
      errorCode: null,
      widget: {},
      sdkKey: 'school-staff',
      extendedSchoolCode: school.extendedSchoolCode,
      userType: 'STAFF',
      scriptUrl: '/chatbot/demo-widget.js',
    });
    // Staff of another school get the group-wide setting of that name.
    const other = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const res2 = await standalone(other.id, { widgetname: 'comconnect-ai', app: name });
    expect(res2.json()).toMatchObject({ errorCode: null, sdkKey: 'group' });
  });

  it.each([
    ['no app', {}],
    ['an empty app', { app: '' }],
    ['an unknown app', { app: 'no-such-app' }],
  ])('answers errorCode FORBIDDEN with the school code and userType for %s', async (_, q) => {
    const school = await buildSchool(t.db);
    const staff = await buildStaff(t.db, { roleType: 'VISTA_VIEWER', school });
    const res = await standalone(staff.id, { widgetname: 'comconnect-ai', ...q });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errorCode: 'FORBIDDEN',
      widget: null,
      sdkKey: null,
      extendedSchoolCode: school.extendedSchoolCode,
      userType: 'STAFF',
      scriptUrl: null,
    });
  });

  it('answers FORBIDDEN for a setting of another school, saying nothing of it', async () => {
    const mine = await buildSchool(t.db);
    const theirs = await buildSchool(t.db);
    const staff = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR', school: mine });
    const name = `theirs-${theirs.id}`;
    await t.db
      .insert(chatbotSettings)
      .values({ widgetName: name, schoolId: theirs.id, sdkKey: 'k' });
    const res = await standalone(staff.id, { widgetname: 'comconnect-ai', app: name });
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN', sdkKey: null, widget: null });
  });

  it('refuses an unknown widgetname or an over-long app with 400', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    expect((await standalone(staff.id, { widgetname: 'other', app: 'a' })).statusCode).toBe(400);
    expect((await standalone(staff.id, { app: 'a' })).statusCode).toBe(400);
    const long = { widgetname: 'comconnect-ai', app: 'a'.repeat(101) };
    expect((await standalone(staff.id, long)).statusCode).toBe(400);
  });

  it('is for STAFF only: 401 without a token, 403 for a student or tutor', async () => {
    const student = await buildStudent(t.db);
    const tutor = await buildUser(t.db, { userType: 'TUTOR' });
    const q = { widgetname: 'comconnect-ai', app: 'study-support' };
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/get-standalone-widget', query: q })).statusCode,
    ).toBe(401);
    expect((await standalone(student.id, q)).statusCode).toBe(403);
    expect((await standalone(tutor.id, q)).statusCode).toBe(403);
  });
});

describe('home menu chatbot items', () => {
  it('offers a chatbot page item only to those its setting reaches', async () => {
    const school = await buildSchool(t.db);
    const inSchool = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school });
    const elsewhere = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const app = `menu-${school.id}`;
    await t.db
      .insert(chatbotSettings)
      .values({ widgetName: app, schoolId: school.id, sdkKey: 'k' });
    const [category] = await t.db
      .insert(menuCategories)
      .values({ title: `チャット${school.id}`, sortOrder: 99 })
      .returning();
    await t.db.insert(menuItems).values({
      categoryId: category!.id,
      title: 'AIチャット',
      icon: 'help',
      url: `/comconnect-ai?app=${app}`,
      portalOnly: true,
      userTypes: ['STAFF'],
    });
    const titlesOf = async (userId: string) => {
      const res = await t.getAs(userId, '/api/v1/users/menus');
      return MenusResponse.parse(res.json())
        .categories.flatMap((c) => c.menuList)
        .map((i) => i.url);
    };
    expect(await titlesOf(inSchool.id)).toContain(`/comconnect-ai?app=${app}`);
    expect(await titlesOf(elsewhere.id)).not.toContain(`/comconnect-ai?app=${app}`);
  });
});
