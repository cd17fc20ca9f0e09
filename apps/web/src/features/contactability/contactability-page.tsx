import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../shared/api/school-options';
import { useMe } from '../../shared/auth/use-me';
import { useTranslation } from '../../shared/i18n';
import { selectionLists } from '../../shared/search/selection-lists';
import type { ContactabilityPerson } from '@tayori/contract';
import { callApi } from '../../shared/api/client';
import { useAction } from '../../shared/forms/use-action';
import { contactabilityOptions } from './api';
import { FiguresCard } from './figures-card';
import { HistoryCard } from './history-card';
import { PeopleTable } from './people-table';

/**
 * /contactability (docs/decisions/delivery.md): a school's contactability — the rate and the
 * channels of its students and staff, the addresses that bounce (to correct in each person's
 * detail) and the people no channel reaches. The school is in the URL, so a board can be shared.
 */
export default function ContactabilityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const lists = selectionLists({ schools: useSchoolOptions(me.data?.roleType) });
  const [params, setParams] = useSearchParams();
  const code = params.get('extendedSchoolCode') ?? '';
  // A school not among the caller's (another group's, a mistyped link) is not asked for.
  const chosen =
    ('ready' in lists ? lists.ready.schools : []).find((s) => s.extendedSchoolCode === code) ??
    null;
  const board = useQuery({ ...contactabilityOptions(code), enabled: chosen !== null });
  useFailureSnackbar(board.error);
  const action = useAction();
  const release = (person: ContactabilityPerson) =>
    void action.run({
      confirm: {
        title: t('contactability_release'),
        message: t('contactability_release_confirm', {
          name: person.name,
          address: person.emailAddress,
        }),
        confirmLabel: t('contactability_release'),
      },
      send: () =>
        callApi('contactabilityRelease', {
          params: { extendedSchoolCode: code },
          body: { userId: person.userId },
        }),
      success: t('contactability_released'),
      onSuccess: () => void board.refetch(),
    });
  if ('waiting' in lists) return lists.waiting;
  const { schools } = lists.ready;
  const data = chosen ? board.data : undefined;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('contactability_title')}
      </Typography>
      <Autocomplete
        options={schools}
        value={chosen}
        getOptionLabel={(s) => s.schoolName}
        isOptionEqualToValue={(a, b) => a.extendedSchoolCode === b.extendedSchoolCode}
        onChange={(_, s) => setParams(s ? { extendedSchoolCode: s.extendedSchoolCode } : {})}
        renderInput={(input) => <TextField {...input} label={t('field_school')} required />}
        sx={{ maxWidth: 480 }}
      />
      {board.isFetching && <LinearProgress />}
      {!chosen && (
        <Typography color="text.secondary">
          {t(code ? 'contactability_school_out_of_reach' : 'contactability_choose_school')}
        </Typography>
      )}
      {data && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FiguresCard title={t('contactability_students')} figures={data.students} />
            <FiguresCard title={t('contactability_staff')} figures={data.staff} phones={false} />
          </Stack>
          <HistoryCard history={data.history} />
          <PeopleTable
            rows={data.unreachableList}
            // The figures' counts: a list stops at CONTACTABILITY_LIST_MAX rows.
            title={t('contactability_unreachable_title', {
              count: data.students.unreachable + data.staff.unreachable,
            })}
            emptyText={t('contactability_unreachable_empty')}
          />
          <PeopleTable
            rows={data.bouncingList}
            title={t('contactability_bouncing_title', {
              count: data.students.mailSuppressed + data.staff.mailSuppressed,
            })}
            emptyText={t('contactability_bouncing_empty')}
            onRelease={release}
            busy={action.busy}
          />
        </>
      )}
    </Stack>
  );
}
