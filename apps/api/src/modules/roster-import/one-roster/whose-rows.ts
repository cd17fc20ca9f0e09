import type { CheckedZip, RejectedRow } from './check-zip';

/**
 * Whose rows a group's ZIP holds (docs/roster-import.md "OneRoster"): an import is one school's,
 * and another school's rows, broken or not, wait for that school's import.
 */

/** The users with a role at the org and at any org, and the ZIP's orgs (refused rows too). */
export function roleHolders(zip: CheckedZip, orgId: string) {
  const roles = [
    ...(zip.valid.roles?.values() ?? []),
    ...zip.rejected.filter((r) => r.file === 'roles'),
  ];
  return {
    atSchool: new Set(
      roles.filter((r) => r.cells.orgSourcedId === orgId).map((r) => r.cells.userSourcedId),
    ),
    anywhere: new Set(roles.map((r) => r.cells.userSourcedId)),
    orgs: new Set([
      ...(zip.valid.orgs?.keys() ?? []),
      ...zip.rejected.filter((r) => r.file === 'orgs').map((r) => r.cells.sourcedId),
    ]),
  };
}

/**
 * Whether a refused row is this school's to fix: its org, a district, the school years, its
 * courses, classes, users and their rows; a row whose school cannot be told is everyone's.
 * Another school's broken rows wait for that school's import.
 */
export function concernsSchool(
  row: RejectedRow,
  orgId: string,
  holders: ReturnType<typeof roleHolders>,
): boolean {
  const c = row.cells;
  const ofUser = (id: string | undefined) => !id || holders.atSchool.has(id);
  // An org the ZIP does not have names no school: such a row is everyone's to see.
  const ofOrg = (id: string | undefined) => !id || id === orgId || !holders.orgs.has(id);
  switch (row.file) {
    case 'orgs':
      return c.sourcedId === orgId || c.type !== 'school';
    case 'academicSessions':
      return true;
    case 'courses':
      return ofOrg(c.orgSourcedId);
    case 'classes':
      return ofOrg(c.schoolSourcedId);
    case 'users':
      return (
        ofUser(c.sourcedId) ||
        c.primaryOrgSourcedId === orgId ||
        (!holders.anywhere.has(c.sourcedId) && !c.primaryOrgSourcedId)
      );
    case 'roles':
      return ofOrg(c.orgSourcedId) || ofUser(c.userSourcedId);
    case 'enrollments':
      return ofOrg(c.schoolSourcedId) || ofUser(c.userSourcedId);
    case 'demographics':
      return ofUser(c.sourcedId);
  }
}
