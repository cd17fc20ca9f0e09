import { describe, expect, it } from 'vitest';
import type { AttendanceCourse } from '@tayori/contract';
import { groupBySemester } from './group-by-semester';

const course = (semester: string, courseName: string): AttendanceCourse => ({
  semester,
  courseName,
  rate: 90,
  attendance: 9,
  publicAbsence: 0,
  absence: 1,
  late: 0,
  leaveEarly: 0,
});

describe('groupBySemester', () => {
  it('groups courses by semester in the order the API sent them', () => {
    const groups = groupBySemester([
      course('前期', '国語'),
      course('前期', '数学'),
      course('後期', '国語'),
      course('前期', '英語'),
    ]);
    expect(groups.map((g) => [g.semester, g.courses.map((c) => c.courseName)])).toEqual([
      ['前期', ['国語', '数学', '英語']],
      ['後期', ['国語']],
    ]);
  });

  it('answers no groups for no courses', () => {
    expect(groupBySemester([])).toEqual([]);
  });
});
