import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { noticeGroups, schools } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { inReachableSchool } from '../schools/reach';

/**
 * The notification groups a caller sees (spec 001 §2, §6): of the schools they reach, and not
 * retired (a deleted group keeps its row for the notices sent to it). `fields` may read the group
 * and its school; every row carries the group's `id`; `where` narrows further. The group screens
 * and the notice form's destinations read groups through it.
 */
export const selectVisibleGroups = <T extends SelectedFields>(
  db: Db,
  p: Principal,
  fields: T,
  where?: SQL,
) =>
  db
    .select({ id: noticeGroups.id, ...fields })
    .from(noticeGroups)
    .innerJoin(schools, eq(schools.id, noticeGroups.schoolId))
    .where(
      and(isNull(noticeGroups.deletedAt), inReachableSchool(db, p, noticeGroups.schoolId), where),
    );
