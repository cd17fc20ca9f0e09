import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './access';
import { roleTypes } from './enum-values';
import { choosesAmongAllSchools, mayWriteNotices, reachesEverySchool } from './roles';

const staff = (roleType: AccessSubject['roleType']): AccessSubject => ({
  userType: 'STAFF',
  roleType,
});

describe('mayWriteNotices (docs/decisions/staff-notices.md)', () => {
  it('lets editors and administrators write, viewers only read', () => {
    expect(mayWriteNotices(staff('SYSTEM_ADMINISTRATOR'))).toBe(true);
    expect(mayWriteNotices(staff('VISTA_EDITOR'))).toBe(true);
    expect(mayWriteNotices(staff('SCHOOL_EDITOR'))).toBe(true);
    expect(mayWriteNotices(staff('VISTA_VIEWER'))).toBe(false);
    expect(mayWriteNotices(staff('SCHOOL_VIEWER'))).toBe(false);
    expect(mayWriteNotices(staff(null))).toBe(false);
    expect(mayWriteNotices(null)).toBe(false);
    expect(mayWriteNotices(undefined)).toBe(false);
  });

  it('is STAFF only, whatever roleType another user type carries', () => {
    for (const userType of ['STUDENT', 'TUTOR', 'OTHER'] as const)
      expect(mayWriteNotices({ userType, roleType: 'SYSTEM_ADMINISTRATOR' })).toBe(false);
  });
});

describe('school reach and school choices', () => {
  it('SYSTEM_ADMINISTRATOR and VISTA_* reach every school; SCHOOL_* their groups', () => {
    expect(roleTypes.filter((r) => reachesEverySchool({ roleType: r }))).toEqual([
      'SYSTEM_ADMINISTRATOR',
      'VISTA_EDITOR',
      'VISTA_VIEWER',
    ]);
  });

  it('spec 000 §6: SYSTEM_ADMINISTRATOR and VISTA_EDITOR choose among all schools', () => {
    expect(roleTypes.filter((r) => choosesAmongAllSchools({ roleType: r }))).toEqual([
      'SYSTEM_ADMINISTRATOR',
      'VISTA_EDITOR',
    ]);
    expect(choosesAmongAllSchools({ roleType: null })).toBe(false);
  });
});
