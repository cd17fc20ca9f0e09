/** Writing the planned rows: reference data, users, groups and notices (deliveries stream in generate.ts). */
import {
  areas,
  departmentDefs,
  menus,
  noticeCategoryNames,
  schoolDefs,
  schoolGroupNames,
} from './catalog';
import type { Group } from './groups';
import type { Loader } from './loader';
import type { Notice } from './notices';
import { schoolSizes, type School, type Staff, type Student } from './people';
import type { Rng } from './random';
import { columns } from './tables';

export async function writeReference(loader: Loader, rng: Rng, total: number): Promise<School[]> {
  const w = (t: keyof typeof columns) => loader.table(t, columns[t]);
  const areaRows = w('areas');
  for (const [i, [code, name]] of areas.entries()) await areaRows.add(code, name, i + 1);
  const groupRows = w('school_groups');
  for (const [i, name] of schoolGroupNames.entries()) await groupRows.add(i + 1, name);
  await Promise.all([areaRows.flush(), groupRows.flush()]);
  await loader.drain();

  const sizes = schoolSizes(total);
  const schools: School[] = [];
  let departmentId = 0;
  let courseId = 0;
  const schoolRows = w('schools');
  const deptRows = w('departments');
  const courseRows = w('courses');
  const deptCourses: unknown[][] = [];
  for (const [index, def] of schoolDefs.entries()) {
    const id = index + 1;
    const code = `S${String(id).padStart(4, '0')}`;
    const defs =
      index === 0 ? [0, 1, 4, 5] : [0, ...rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort()];
    const departments = defs.map((d) => {
      const dept = departmentDefs[d]!;
      const deptId = ++departmentId;
      const courseIds = dept.courses.map((name) => {
        deptCourses.push([++courseId, deptId, name]);
        return courseId;
      });
      return { id: deptId, name: dept.name, courseIds };
    });
    schools.push({
      index,
      id,
      code,
      name: def.name,
      areaCode: def.areaCode,
      schoolGroupId: def.group + 1,
      size: sizes[index]!,
      departments,
    });
    await schoolRows.add(
      id,
      code,
      def.name,
      def.areaCode,
      def.group + 1,
      index % 7 !== 3,
      rng.int(0, 20),
      index + 1,
    );
    for (const d of departments) await deptRows.add(d.id, id, d.name);
  }
  await schoolRows.flush();
  await loader.drain();
  await deptRows.flush();
  await loader.drain();
  for (const row of deptCourses) await courseRows.add(...row);
  await courseRows.flush();

  const categories = w('notice_categories');
  for (const [i, name] of noticeCategoryNames.entries()) await categories.add(i + 1, name, i + 1);
  await categories.flush();
  const menuRows = w('menu_categories');
  for (const [i, m] of menus.entries()) await menuRows.add(i + 1, m.title, i + 1);
  await menuRows.flush();
  await loader.drain();
  const items = w('menu_items');
  for (const [i, m] of menus.entries()) {
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
        j + 1,
      );
    }
  }
  await items.flush();
  const chatbot = w('chatbot_settings');
  await chatbot.add(
    null,
    'bench-sdk-key-home',
    JSON.stringify({ title: 'たよりアシスタント', greeting: 'こんにちは。ご質問をどうぞ。' }),
  );
  await chatbot.flush();
  return schools;
}

export async function writeUsers(loader: Loader, students: Student[], staff: Staff[]) {
  const users = loader.table('users', columns.users);
  for (const s of students) {
    const billing = s.school.index === 0 ? '2' : '1';
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
      billing,
      billing === '1' ? 100 + s.school.index : 200,
      s.notes,
      false,
      true,
      false,
      s.createdAt,
      s.createdAt,
    );
  }
  for (const p of staff) {
    const a3 = p.userType === 'TUTOR';
    const billing = p.userType === 'OTHER' ? '3' : '1';
    await users.add(
      p.id,
      p.userType,
      p.roleType,
      p.status,
      p.email,
      ...p.names,
      p.school.id,
      p.jid,
      billing,
      billing === '1' ? 100 + p.school.index : null,
      null,
      false,
      !a3,
      a3,
      p.createdAt,
      p.createdAt,
    );
  }
  await users.flush();
  await loader.drain();
  const studentRows = loader.table('students', columns.students);
  for (const s of students) {
    const dept = s.school.departments[s.departmentIndex]!;
    await studentRows.add(
      s.id,
      s.school.id,
      s.studentNumber,
      dept.id,
      s.courseId,
      s.admissionYear,
      s.schoolYear,
      s.schoolYear > 0 ? s.schoolYear : 1,
      s.schoolYear === -1 ? '99' : '01',
      s.status === 'ACTIVE' ? '0' : '1',
      s.birthday,
      s.phoneNumber,
      s.isCareful,
    );
  }
  await studentRows.flush();
  const ssg = loader.table('staff_school_groups', columns.staff_school_groups);
  for (const p of staff) for (const g of p.schoolGroupIds) await ssg.add(p.id, g);
  await ssg.flush();
}

export async function writeGroups(
  loader: Loader,
  groups: Group[],
  authors: Map<School, string[]>,
  now: Date,
) {
  const rows = loader.table('notice_groups', columns.notice_groups);
  const at = new Date(now.getTime() - 200 * 86_400_000).toISOString();
  for (const g of groups) {
    const author = authors.get(g.school)?.[0] ?? null;
    await rows.add(g.id, g.school.id, g.name, at, author, at, author);
  }
  await rows.flush();
  await loader.drain();
  const members = loader.table('notice_group_members', columns.notice_group_members);
  for (const g of groups) for (const m of g.members) await members.add(g.id, m);
  await members.flush();
}

export async function writeNotices(loader: Loader, notices: Notice[]) {
  const rows = loader.table('notices', columns.notices);
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
