import { messages } from '@tayori/contract';
import type { Db } from '../../../db/client';
import { comparable, fileProblem } from '../read-file';
import type { CheckedZip } from './check-zip';
import { derivedId, linkedSchoolOf, orgSourcedIdOf } from './links';
import type { OneRosterRow } from './read-zip';

/** A portal school as the OneRoster import reads it. */
export interface School {
  id: number;
  code: string;
  name: string;
}

/**
 * The ZIP's org for `school`: the one imported as it before, else its name, else the only school;
 * a delta without orgs.csv is the school's as an earlier import knew it.
 */
export async function orgIdOf(db: Db, zip: CheckedZip, school: School): Promise<string> {
  const known = zip.modes.orgs ? null : await orgSourcedIdOf(db, school.id);
  if (known) return known;
  return (await orgOf(db, zip, school)).cells.sourcedId!;
}

async function orgOf(db: Db, zip: CheckedZip, school: School): Promise<OneRosterRow> {
  const orgs = [...(zip.valid.orgs?.values() ?? [])].filter((o) => o.cells.type === 'school');
  const linked = await linkedSchoolOf(
    db,
    orgs.map((o) => o.cells.sourcedId!),
  );
  const free = orgs.filter((o) => (linked.get(o.cells.sourcedId!) ?? school.id) === school.id);
  // Two orgs of the school's name (two schools may share one) name neither of them.
  const named = free.filter((o) => comparable(o.cells.name!) === comparable(school.name));
  const org =
    free.find((o) => linked.get(o.cells.sourcedId!) === school.id) ??
    free.find((o) => o.cells.sourcedId === derivedId(`school:${school.id}`)) ??
    (named.length === 1 ? named[0] : undefined) ??
    (orgs.length === 1 ? free[0] : undefined);
  if (org) return org;
  // The school's org is there but a rule refused it (the ZIP's only school, or the one of its
  // name): say which, not that it is missing.
  const refusedSchools = zip.rejected.filter((r) => r.file === 'orgs' && r.cells.type === 'school');
  const refused =
    refusedSchools.find((r) => comparable(r.cells.name ?? '') === comparable(school.name)) ??
    (orgs.length === 0 && refusedSchools.length === 1 ? refusedSchools[0] : undefined);
  const problem = refused?.problems[0];
  throw fileProblem(
    problem
      ? messages.oneroster_school_refused(problem.line, problem.column!, problem.message)
      : messages.oneroster_school_not_found(school.name),
  );
}
