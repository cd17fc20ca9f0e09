import Checkbox from '@mui/material/Checkbox';
import type { StudentDetail } from '@tayori/contract';
import { formatDateTime } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n';
import { DefinitionList, type FieldRow } from '../../../shared/ui/definition-list';

/** YYYYMMDD as YYYY/MM/DD. */
export const birthdayOf = (d: string) => `${d.slice(0, 4)}/${d.slice(4, 6)}/${d.slice(6)}`;

/** What every variant shows and nobody edits: where the student is and who they are. */
export function useFixedRows(d: StudentDetail): FieldRow[] {
  const { t } = useTranslation();
  return [
    [t('student_field_school'), d.schoolName],
    [t('student_field_department'), d.department],
    [t('student_field_course'), d.course],
    [t('student_field_student_status'), d.studentStatusTypeLabel],
    // Spec 001 §3: the school's own code, from its roster; no screen edits it.
    [t('student_field_student_type'), d.studentTypeCode],
    [t('student_field_admission_year'), d.admissionYearLabel],
    [t('student_field_school_year'), d.schoolYearLabel],
    [t('student_field_student_number'), d.studentNumber],
    [t('student_field_email'), d.emailAddress],
  ];
}

/** Who registered and last changed the account, and when. */
export function useStampRows(d: StudentDetail): FieldRow[] {
  const { t } = useTranslation();
  const stamp = (at: string, name: string | null) =>
    t('student_stamp', { date: formatDateTime(at), name: name ?? '-' });
  return [
    [t('student_field_register'), stamp(d.registerDate, d.reguserName)],
    [t('student_field_update'), stamp(d.updateDate, d.upduserName)],
  ];
}

/** A flag shown as a ticked or empty box that cannot be changed (spec 001 §2: careful, disabled). */
export function FlagBox({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Checkbox
      checked={checked}
      disabled
      size="small"
      sx={{ p: 0 }}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** The read-only variants (VISTA_EDITOR; SCHOOL_*): every field, as the abilities allow. */
export function StudentView({ detail: d }: { detail: StudentDetail }) {
  const { t } = useTranslation();
  const fixed = useFixedRows(d);
  const stamps = useStampRows(d);
  const rows: FieldRow[] = [
    ...fixed,
    [t('student_field_name'), `${d.lastName} ${d.firstName}`],
    [t('student_field_name_kana'), `${d.lastNameKana} ${d.firstNameKana}`],
    [t('student_field_birthday'), birthdayOf(d.birthday)],
    [t('student_field_phone'), d.phoneNumber],
    [t('student_field_student_course'), d.studentCourseLabel],
    [t('student_field_user_status'), d.userStatusTypeLabel],
    [t('student_field_billing_code'), d.billingCodeLabel],
    [t('student_field_billing_name'), d.billingName],
    ...(d.abilities.seeCourseYear
      ? ([[t('student_field_course_year'), d.courseYearLabel]] as FieldRow[])
      : []),
    [
      t('student_field_careful'),
      <FlagBox checked={d.isCareful} label={t('student_field_careful')} />,
    ],
    ...(d.abilities.seeNotes ? ([[t('student_field_notes'), d.notes]] as FieldRow[]) : []),
    ...(d.abilities.seeTestUserFlag
      ? ([
          [
            t('student_field_test_user'),
            <FlagBox checked={d.testUserFlag} label={t('student_field_test_user')} />,
          ],
        ] as FieldRow[])
      : []),
    ...stamps,
  ];
  return <DefinitionList rows={rows} />;
}
