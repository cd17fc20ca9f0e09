import type { Me } from '@tayori/contract';

/**
 * A signed-in user as GET /api/v1/me answers it, for the tests that stand in for useMe: a
 * SCHOOL_EDITOR of the demo school unless `overrides` say otherwise.
 */
export const meOf = (overrides: Partial<Me> = {}): Me => ({
  userId: 'u1',
  userType: 'STAFF',
  roleType: 'SCHOOL_EDITOR',
  lastName: '山田',
  firstName: '花子',
  emailAddress: 'u1@example.com',
  schoolName: '札幌中央高等学院',
  extendedSchoolCode: 'S0001',
  userStatusChoices: ['ACTIVE', 'SUSPENDED'],
  ...overrides,
});
