import { isAllowed, only, staffWith, type Access, type AccessSubject } from './access';
import { roleTypes } from './enum-values';
import type { RoleType, UserType } from './enums';

/**
 * Who may do what, written once from the specs' role tables (spec 000 §6, spec 001 §6) and the
 * choices of docs/decisions.md: the endpoint tables, the API's policies, the web's route table and
 * its screens all use these lists and functions, never a role list of their own. Loads no zod.
 */

type Roles = readonly RoleType[];

/** Every staff role. */
export const staffRoles: Roles = roleTypes;

/** Staff notices (docs/decisions/staff-notices.md): every staff role reads. */
export const noticeReaderRoles: Roles = staffRoles;
/** Staff notices: these register, edit and delete; the viewers only read. */
export const noticeWriterRoles: Roles = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR'];

/**
 * Roles that reach every school of the group (docs/decisions/staff-notices.md): their school
 * groups are all of them. SCHOOL_* roles reach the schools of the groups they are assigned to.
 */
export const everySchoolRoles: Roles = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'VISTA_VIEWER'];

/**
 * Spec 000 §6, spec 001 §6 (student search, announce): whose school selectors list every school
 * (GET /api/v1/schools); the others choose among their school groups' schools.
 */
export const allSchoolChoiceRoles: Roles = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'];

// Access rules (access.ts) of the areas: endpoints and routes name these.

/** Spec 000 §6, spec 001 §6: STAFF only (any role). */
export const staffOnly = only('STAFF');
export const noticeReaders = staffWith(...noticeReaderRoles);
export const noticeWriters = staffWith(...noticeWriterRoles);
/**
 * Spec 001 §6: notification groups are STAFF only; as with notices (docs/decisions/notice-groups.md)
 * every staff role reads and the viewers do not write.
 */
export const noticeGroupReaders = staffWith(...noticeReaderRoles);
export const noticeGroupWriters = staffWith(...noticeWriterRoles);

/**
 * Spec 001 §6: announcement mail is STAFF only; as with notices (docs/decisions/announce.md) every
 * staff role reads the history and the destinations, the viewers do not send or save lists.
 */
export const announceReaders = staffWith(...noticeReaderRoles);
export const announceSenders = staffWith(...noticeWriterRoles);

/** Spec 001 §6: staff/other search and detail view. */
export const staffAccountViewers = staffWith('SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR');
/** Spec 001 §6: staff detail edit, registration, staff CSV, the register button. */
export const staffAccountEditors = staffWith('SYSTEM_ADMINISTRATOR');
/** Spec 001 §6: student search and detail: any staff role except VISTA_VIEWER. */
export const studentAccountViewers = staffWith(
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
);
/** Spec 001 §6: student detail edit. */
export const studentAccountEditors = staffWith('SYSTEM_ADMINISTRATOR');
/** Spec 001 §6: student CSV. */
export const studentCsvCreators = staffWith(
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'SCHOOL_EDITOR',
);
/** Spec 001 §2, §6: the student detail's password section. */
export const studentPasswordIssuers = staffWith(
  'SYSTEM_ADMINISTRATOR',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
);
/** Spec 001 §6: tutor list and view. */
export const tutorAccountViewers = staffWith(
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
);
/** Spec 001 §6: tutor edit. */
export const tutorAccountEditors = staffWith('SCHOOL_EDITOR', 'SYSTEM_ADMINISTRATOR');
/** Spec 001 §6: tutor CSV. */
export const tutorCsvCreators = staffWith('SYSTEM_ADMINISTRATOR', 'SCHOOL_EDITOR', 'VISTA_EDITOR');
/**
 * Spec 001 §2, §7: who may fetch a temporary password, by the account's userType. Students: the
 * detail's password section (SYSTEM_ADMINISTRATOR, SCHOOL_*). Staff, others and tutors: their
 * editors until those areas say otherwise (docs/decisions/student-accounts.md).
 */
export const temporaryPasswordIssuersByUserType: Record<UserType, Access> = {
  STUDENT: studentPasswordIssuers,
  STAFF: staffAccountEditors,
  OTHER: staffAccountEditors,
  TUTOR: tutorAccountEditors,
};
/** Whoever may fetch a temporary password for some userType (the endpoint's guard). */
export const temporaryPasswordIssuers = staffWith(
  ...new Set(
    Object.values(temporaryPasswordIssuersByUserType).flatMap((a) =>
      a.kind === 'signedIn' ? (a.staffRoles ?? []) : [],
    ),
  ),
);
/** Spec 001 §4: who sees (and may choose) the DELETE status. */
export const deletedStatusViewers = staffWith('SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR');

// Abilities: questions about one principal, asked by the API's policies and the web's screens.

type Subject = AccessSubject | null | undefined;

/** Whether the principal registers, edits and deletes staff notices. */
export const mayWriteNotices = (p: Subject): boolean => isAllowed(noticeWriters, p);

/** Whether the principal registers, edits and deletes notification groups. */
export const mayWriteNoticeGroups = (p: Subject): boolean => isAllowed(noticeGroupWriters, p);

/** Whether the principal sends announcement mail and saves or deletes destination lists. */
export const maySendAnnounce = (p: Subject): boolean => isAllowed(announceSenders, p);

/** Whether the principal reaches every school (else only their school groups' schools). */
export const reachesEverySchool = (p: Pick<AccessSubject, 'roleType'>): boolean =>
  p.roleType !== null && everySchoolRoles.includes(p.roleType);

/** Whether the principal's school selectors list every school (else their school groups'). */
export const choosesAmongAllSchools = (p: Pick<AccessSubject, 'roleType'>): boolean =>
  p.roleType !== null && allSchoolChoiceRoles.includes(p.roleType);

/**
 * The roster import (docs/decisions/roster-import.md): SYSTEM_ADMINISTRATOR only, as the student
 * edit (spec 001 §6): it creates and edits the accounts that edit would.
 */
export const rosterImporters = staffWith('SYSTEM_ADMINISTRATOR');

/**
 * The contactability board (docs/decisions/delivery.md): per school, who the portal can reach and
 * by which channel — the portal (opened in the last 30 days), mail (an address not suppressed by
 * bounces), a phone number on file — and who it can reach by none. For those who send to the
 * school: the roles that write notices and send announcement mail. Here with the other readers,
 * not beside the board's schemas: the route table imports it, and the schemas' module would take
 * zod into every screen's first load.
 */
export const contactabilityReaders = staffWith(...noticeWriterRoles);

/**
 * The 「操作ログ」 (docs/decisions/access-log.md): who read and changed whose data is for the
 * system administrator alone, as the guideline for schools' information security expects the
 * log to be reviewed by those who run the system, not by those it records.
 */
export const accessLogReaders = staffWith('SYSTEM_ADMINISTRATOR');

/** Whether the principal searches and exports the 「操作ログ」. */
export const mayReadAccessLog = (p: Subject): boolean => isAllowed(accessLogReaders, p);
