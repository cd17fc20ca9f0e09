import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useAttendanceDetails } from './api/get-attendance-details';
import { AttendanceTable } from './attendance-table';
import { groupBySemester } from './group-by-semester';

/**
 * /attendance-rate-detail (spec 000 §2): the counts per period, then per course grouped by
 * semester in collapsible groups.
 */
export default function AttendanceDetailPage() {
  const { t } = useTranslation();
  const details = useAttendanceDetails();
  if (details.isPending) return <LoadingOverlay />;
  if (details.isError) {
    return <ErrorRedirect error={details.error} />;
  }
  const { periods, courses } = details.data;
  const semesters = groupBySemester(courses);

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {t('attendance_title')}
      </Typography>
      <CountsSection
        id="attendance-periods"
        title={t('attendance_by_period')}
        empty={periods.length === 0}
      >
        <Paper variant="outlined">
          <AttendanceTable
            caption={t('attendance_by_period')}
            nameLabel={t('attendance_period')}
            rows={periods.map(({ periodName, ...counts }) => ({ name: periodName, ...counts }))}
          />
        </Paper>
      </CountsSection>
      <CountsSection
        id="attendance-courses"
        title={t('attendance_by_course')}
        empty={semesters.length === 0}
      >
        <div>
          {semesters.map((group, index) => (
            <Accordion key={group.semester} defaultExpanded disableGutters variant="outlined">
              <AccordionSummary
                id={`semester-${index}-summary`}
                aria-controls={`semester-${index}-body`}
                expandIcon={<ExpandMoreIcon />}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {group.semester}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ p: 0 }}>
                <AttendanceTable
                  caption={t('attendance_semester_courses', { semester: group.semester })}
                  nameLabel={t('attendance_course')}
                  rows={group.courses.map(({ courseName, semester: _s, ...counts }) => ({
                    name: courseName,
                    ...counts,
                  }))}
                />
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      </CountsSection>
    </Stack>
  );
}

/** A section of counts under its heading, or attendance_empty when it has none. */
function CountsSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{t('attendance_empty')}</Typography> : children}
    </Stack>
  );
}
