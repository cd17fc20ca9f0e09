import { describe, expect, it } from 'vitest';
import type { AnnounceDestinations } from '@tayori/contract';
import { t } from '../../shared/i18n';
import {
  bodyTextOf,
  destinationTrees,
  mergeDestinations,
  noDestinations,
  pickDestinations,
} from './destinations';

const student = (id: string) => ({ id, name: `生徒 ${id}`, studentNumber: id.toUpperCase() });
const answer = (
  ids: string[],
  careful: string[] = [],
  staff: string[] = [],
): AnnounceDestinations => ({
  announceUserResult: [
    {
      id: 'y1',
      schoolYear: 1,
      departments: [
        {
          id: 'y1-d1',
          departmentName: '普通科',
          courses: [{ id: 'y1-d1-c1', courseName: null, students: ids.map(student) }],
        },
      ],
    },
  ],
  announceStaffResult: staff.map((id) => ({
    id,
    name: `先生 ${id}`,
    emailAddress: `${id}@t.test`,
  })),
  announceCarefulStudentResult: careful.length
    ? [
        {
          id: 'careful-y0',
          schoolYear: -1,
          departments: [
            {
              id: 'careful-y0-d0',
              departmentName: null,
              courses: [
                { id: 'careful-y0-d0-c0', courseName: null, students: careful.map(student) },
              ],
            },
          ],
        },
      ]
    : [],
  carefulCount: careful.length,
});
const leaves = (d: AnnounceDestinations) =>
  [...d.announceUserResult, ...d.announceCarefulStudentResult].flatMap((y) =>
    y.departments.flatMap((dep) => dep.courses.flatMap((c) => c.students.map((s) => s.id))),
  );

describe('announce destinations', () => {
  it('builds the trees: years, departments, courses, then staff as their own group; careful apart', () => {
    const trees = destinationTrees(answer(['a'], ['c'], ['s']), t);
    expect(trees.plain.map((n) => n.label)).toEqual(['1年', '教職員']);
    expect(trees.plain[1]!.children).toEqual([{ id: 's', label: '先生 s（s@t.test）' }]);
    expect(trees.careful[0]!.label).toBe('なし');
  });

  it('picks only the chosen users, dropping empty branches', () => {
    const picked = pickDestinations(answer(['a', 'b'], ['c'], ['s']), new Set(['b', 's']));
    expect(leaves(picked)).toEqual(['b']);
    expect(picked.announceCarefulStudentResult).toEqual([]);
    expect(picked.carefulCount).toBe(0);
    expect(picked.announceStaffResult.map((s) => s.id)).toEqual(['s']);
  });

  it('adds without duplicates, branch by branch', () => {
    const merged = mergeDestinations(
      answer(['a', 'b'], [], ['s']),
      answer(['b', 'c'], ['d'], ['s', 't']),
    );
    expect(leaves(merged)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.announceUserResult).toHaveLength(1);
    expect(merged.announceStaffResult.map((s) => s.id)).toEqual(['s', 't']);
    expect(merged.carefulCount).toBe(1);
    expect(mergeDestinations(noDestinations, answer(['a']))).toEqual(answer(['a']));
  });

  it('turns the stored HTML body back into the typed text', () => {
    expect(bodyTextOf('1行目<br>&lt;b&gt;2行目&lt;/b&gt; &amp; 3')).toBe('1行目\n<b>2行目</b> & 3');
  });
});
