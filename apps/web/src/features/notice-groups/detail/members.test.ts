import { describe, expect, it } from 'vitest';
import type { DirectorySchoolYear } from '@tayori/contract';
import { t } from '../../../shared/i18n';
import { mergeMembers, studentTreeOf, type Member } from './members';

const years: DirectorySchoolYear[] = [
  {
    id: 'y1',
    schoolYear: 1,
    departments: [
      {
        id: 'y1-d1',
        departmentName: '普通科',
        courses: [
          {
            id: 'y1-d1-c1',
            courseName: '通信コース',
            students: [{ id: 'u1', name: '山田 花子', studentNumber: 'A1' }],
          },
        ],
      },
    ],
  },
  {
    id: 'y0',
    schoolYear: -1,
    departments: [
      {
        id: 'y0-d0',
        departmentName: null,
        courses: [
          {
            id: 'y0-d0-c0',
            courseName: null,
            students: [{ id: 'u2', name: '佐藤 太郎', studentNumber: 'A2' }],
          },
        ],
      },
    ],
  },
];

const member = (id: string): Member => ({
  id,
  name: id,
  studentNumber: id,
  schoolYear: 1,
  department: null,
  course: null,
  isCareful: false,
});

describe('notice group members', () => {
  it('labels the tree (none year, no department or course) and derives each member row', () => {
    const tree = studentTreeOf(years, true, t);
    expect(tree.nodes.map((n) => n.label)).toEqual(['1年', 'なし']);
    expect(tree.nodes[1]!.children![0]).toMatchObject({
      label: '学科なし',
      children: [{ label: 'コースなし', children: [{ id: 'u2', label: '佐藤 太郎（A2）' }] }],
    });
    expect(tree.members.get('u1')).toEqual({
      id: 'u1',
      name: '山田 花子',
      studentNumber: 'A1',
      schoolYear: 1,
      department: '普通科',
      course: '通信コース',
      isCareful: true,
    });
    expect(tree.members.get('u2')).toMatchObject({ schoolYear: -1, department: null });
  });

  it('merges without duplicates by id, keeping the order added', () => {
    const merged = mergeMembers(
      [member('a'), member('b')],
      [member('b'), member('c'), member('c')],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});
