/** Attendance detail (spec 000 §2, §3). */
export const attendance = {
  attendance_title: '出席率の詳細',
  attendance_by_period: '期間別',
  attendance_by_course: '科目別',
  attendance_semester_courses: '{{semester}}の科目別出席状況',
  attendance_empty: '出席情報はまだありません。',
  attendance_period: '期間',
  attendance_course: '科目',
  attendance_rate: '出席率',
  attendance_count_attendance: '出席',
  attendance_count_public_absence: '公欠',
  attendance_count_absence: '欠席',
  attendance_count_late: '遅刻',
  attendance_count_leave_early: '早退',
} as const;
