/** Writing the built rows through a Loader, parents first (deliveries stream in build.ts). */
import { areas, departmentDefs, noticeCategoryNames, type World } from './catalog';
import type { Loader } from './loader';
import { demoChatbotSettings, demoMenus } from './menus';
import type { Group, Notice, School, Staff, Student } from './model';
import { billingsOf } from './billings';
import { domainRows } from './domains';
import { billingIdOf } from './people';
import { columns } from './tables';

const writer = (loader: Loader, t: keyof typeof columns) => loader.table(t, columns[t]);

export async function writeReference(loader: Loader, world: World, schools: School[]) {
  const used = new Set(schools.map((s) => s.areaCode));
  const areaRows = writer(loader, 'areas');
  for (const [i, [code, name]] of areas.entries())
    if (used.has(code)) await areaRows.add(code, name, i + 1);
  const groupRows = writer(loader, 'school_groups');
  for (const [i, name] of world.schoolGroups.entries()) await groupRows.add(i + 1, name);
  const categories = writer(loader, 'notice_categories');
  for (const [i, name] of noticeCategoryNames.entries()) await categories.add(i + 1, name, i + 1);
  const menuRows = writer(loader, 'menu_categories');
  for (const [i, m] of demoMenus.entries()) await menuRows.add(i + 1, m.title, i + 1);
  const chatbot = writer(loader, 'chatbot_settings');
  for (const c of demoChatbotSettings)
    await chatbot.add(c.widgetName, c.sdkKey, JSON.stringify(c.widget));
  await Promise.all([areaRows, groupRows, categories, menuRows, chatbot].map((w) => w.flush()));
  await loader.drain();

  const schoolRows = writer(loader, 'schools');
  for (const s of schools)
    await schoolRows.add(
      s.id,
      s.code,
      s.name,
      s.areaCode,
      s.schoolGroupId,
      s.attendanceDisplay,
      s.a3LicenseLimit,
      s.index + 1,
    );
  const items = writer(loader, 'menu_items');
  for (const [i, m] of demoMenus.entries()) {
    for (const [j, it] of m.items.entries()) {
      await items.add(
        i + 1,
        it.title,
        it.icon,
        it.iconUrl,
        it.url,
        !!it.campusOnly,
        !!it.portalOnly,
        it.available !== false,
        `{${it.userTypes.join(',')}}`,
        it.roleTypes ? `{${it.roleTypes.join(',')}}` : null,
        j + 1,
      );
    }
  }
  const billingRows = writer(loader, 'billings');
  for (const b of billingsOf(schools))
    await billingRows.add(b.billingId, b.billingCode, b.billingName);
  const domainWriter = writer(loader, 'domains');
  for (const d of domainRows) await domainWriter.add(d.domainId, d.domainName, d.sortOrder);
  await Promise.all([schoolRows.flush(), items.flush(), billingRows.flush(), domainWriter.flush()]);
  await loader.drain();
  const deptRows = writer(loader, 'departments');
  for (const s of schools) for (const d of s.departments) await deptRows.add(d.id, s.id, d.name);
  const senders = writer(loader, 'announce_senders');
  for (const s of schools)
    await senders.add(s.id, `${s.name} 事務局`, `office-${s.code.toLowerCase()}@tayori.example`);
  await Promise.all([deptRows.flush(), senders.flush()]);
  await loader.drain();
  const courseRows = writer(loader, 'courses');
  for (const s of schools) {
    for (const d of s.departments) {
      const names = departmentDefs.find((def) => def.name === d.name)!.courses;
      for (const [k, id] of d.courseIds.entries()) await courseRows.add(id, d.id, names[k]);
    }
  }
  await courseRows.flush();
  await loader.drain();
}

/** Users (created by `admin`, the first system administrator), students and staff school groups. */
export async function writeUsers(
  loader: Loader,
  students: Student[],
  staff: Staff[],
  admin: string | null,
) {
  const users = writer(loader, 'users');
  const at = (d: Date) => d.toISOString();
  for (const s of students) {
    await users.add(
      s.id,
      'STUDENT',
      null,
      s.status,
      s.email,
      s.lastName,
      s.firstName,
      s.lastNameKana,
      s.firstNameKana,
      s.school.id,
      null,
      s.billingCode,
      billingIdOf(s.billingCode, s.school),
      s.notes,
      s.testUser,
      false,
      false,
      at(s.createdAt),
      admin,
      at(s.createdAt),
      admin,
    );
  }
  for (const p of staff) {
    // Tutors hold the paid A3 licence, everyone else A1 (the two are mutually exclusive).
    const a3 = p.userType === 'TUTOR';
    const billing = p.userType === 'OTHER' ? '3' : '1';
    await users.add(
      p.id,
      p.userType,
      p.roleType,
      p.status,
      p.email,
      p.lastName,
      p.firstName,
      p.lastNameKana,
      p.firstNameKana,
      p.school.id,
      p.jid,
      billing,
      billingIdOf(billing, p.school),
      p.notes,
      false,
      !a3,
      a3,
      at(p.createdAt),
      admin,
      at(p.createdAt),
      admin,
    );
  }
  await users.flush();
  await loader.drain();
  const studentRows = writer(loader, 'students');
  for (const s of students) {
    await studentRows.add(
      s.id,
      s.school.id,
      s.studentNumber,
      s.school.departments[s.departmentIndex]!.id,
      s.courseId,
      s.admissionYear,
      s.schoolYear,
      s.courseYear,
      s.studentCourse,
      s.statusCode,
      s.birthday,
      s.phoneNumber,
      s.isCareful,
    );
  }
  await studentRows.flush();
  const ssg = writer(loader, 'staff_school_groups');
  for (const p of staff) for (const g of p.schoolGroupIds) await ssg.add(p.id, g);
  await ssg.flush();
}

export async function writeGroups(
  loader: Loader,
  groups: Group[],
  authors: Map<School, string[]>,
  now: Date,
) {
  const rows = writer(loader, 'notice_groups');
  const at = new Date(now.getTime() - 200 * 86_400_000).toISOString();
  for (const g of groups) {
    const author = authors.get(g.school)?.[0] ?? null;
    await rows.add(g.id, g.school.id, g.name, at, author, at, author);
  }
  await rows.flush();
  await loader.drain();
  const members = writer(loader, 'notice_group_members');
  for (const g of groups) for (const m of g.members) await members.add(g.id, m);
  await members.flush();
}

export async function writeNotices(loader: Loader, notices: Notice[]) {
  const rows = writer(loader, 'notices');
  for (const n of notices) {
    const opened = n.status !== 'DRAFT';
    await rows.add(
      n.id,
      n.school.id,
      n.group.id,
      n.categoryId,
      n.title,
      n.body,
      n.important,
      opened,
      n.startDate,
      n.endDate,
      opened ? n.createdAt.toISOString() : null,
      n.deletedAt?.toISOString() ?? null,
      n.createdAt.toISOString(),
      n.author,
      n.updatedAt.toISOString(),
      n.author,
    );
  }
  await rows.flush();
}
