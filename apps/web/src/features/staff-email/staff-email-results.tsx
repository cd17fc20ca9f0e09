import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { StaffEmailAddressResponse, StaffEmailAddressRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../shared/i18n';
import { DataTable, wrapAnywhere, type Column } from '../../shared/ui/data-table';
import { EmailAddress } from '../../shared/ui/email-address';

type Row = StaffEmailAddressRow;
type T = typeof translate;

/** Every school's section starts open up to this many rows in all; beyond, the first only. */
const OPEN_ALL_UP_TO_ROWS = 30;

const fullName = (t: T, row: Row) =>
  t('staff_email_full_name', { lastName: row.lastName, firstName: row.firstName });
const fullKana = (t: T, row: Row) =>
  t('staff_email_full_name', { lastName: row.lastNameKana, firstName: row.firstNameKana });

const wideColumns = (t: T): Column<Row>[] => [
  {
    key: 'name',
    header: t('staff_email_col_name'),
    width: '25%',
    sx: wrapAnywhere,
    cell: (r) => fullName(t, r),
  },
  {
    key: 'kana',
    header: t('staff_email_col_kana'),
    width: '25%',
    sx: wrapAnywhere,
    cell: (r) => fullKana(t, r),
  },
  {
    key: 'email',
    header: t('staff_email_col_email'),
    sx: wrapAnywhere,
    cell: (r) => <EmailAddress address={r.emailAddress} />,
  },
];

/** A phone: one cell per person, name and kana above the address. */
const narrowColumns = (t: T): Column<Row>[] => [
  {
    key: 'person',
    header: t('staff_email_col_name'),
    sx: wrapAnywhere,
    cell: (r) => (
      <>
        <Box sx={{ fontWeight: 700 }}>{fullName(t, r)}</Box>
        <Typography variant="caption" component="div" color="text.secondary">
          {fullKana(t, r)}
        </Typography>
        <Box>
          <EmailAddress address={r.emailAddress} />
        </Box>
      </>
    ),
  },
];

/**
 * The answer per school in expandable sections (spec 001 §2), each a table of names, kana and
 * the address with its copy button; when the answer was capped, how to see the rest.
 */
export function StaffEmailResults({ data }: { data: StaffEmailAddressResponse }) {
  const { t } = useTranslation();
  const groups = data.emailAddressInfoList;
  const shown = groups.reduce((n, g) => n + g.emailAddressList.length, 0);
  if (shown === 0) return <Typography>{t('staff_email_empty')}</Typography>;
  const openAll = shown <= OPEN_ALL_UP_TO_ROWS;
  return (
    <Stack spacing={1}>
      {shown < data.emailAddressInfoTotalCount && (
        <Alert severity="info">{t('staff_email_capped', { shown })}</Alert>
      )}
      {groups.map((group, i) => {
        const id = `staff-email-school-${group.extendedSchoolCode}`;
        return (
          <Accordion
            key={group.extendedSchoolCode}
            defaultExpanded={openAll || i === 0}
            disableGutters
            variant="outlined"
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={id}
              id={`${id}-header`}
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('staff_email_school', {
                  school: group.schoolName,
                  count: group.emailAddressList.length,
                })}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={id} sx={{ p: 0 }}>
              <DataTable
                columns={wideColumns(t)}
                narrowColumns={narrowColumns(t)}
                rows={group.emailAddressList}
                rowKey={(r) => r.emailAddress}
                label={t('staff_email_list', { school: group.schoolName })}
                emptyText={t('staff_email_empty')}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
