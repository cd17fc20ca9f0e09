import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormBusy } from '../forms/form-busy';
import { useTranslation } from '../i18n';
import { LoadingOverlay } from '../ui/loading-overlay';
import { Pager } from '../ui/pager';
import type { SearchPaging } from './use-url-search';

export interface SearchPageProps {
  title: string;
  /** Buttons beside the title (register, CSV, the other version of the search). */
  actions?: ReactNode;
  /** The conditions (a SearchForm). */
  form: ReactNode;
  /**
   * The URL's page, the page size and how to move (useUrlSearch's `paging`). Omitted for a search
   * whose answer is one capped list (the staff e-mail search): no pager.
   */
  paging?: SearchPaging;
  /** The total of the answer on screen; undefined while there is none. */
  total: number | undefined;
  /** The first answer is on its way: the overlay covers the screen. */
  loading: boolean;
  /**
   * Any answer is on its way (another page): a thin bar, the previous rows stay, and the
   * conditions and 検索 are disabled until it comes (spec 001 §4).
   */
  fetching: boolean;
  /** Shown instead of the results while no search has run (e.g. 学校を選択して検索してください。). */
  idle?: ReactNode;
  /** The results (a DataTable). */
  children: ReactNode;
}

/**
 * The frame of every search screen (spec 000 §2, spec 001 §2): title and action buttons, the
 * conditions, the hit count, the results and a pager of 10 page links. A page past the end (a
 * stale link, rows deleted meanwhile) shows the last page instead of an empty table.
 */
export function SearchPage({
  title,
  actions,
  form,
  paging,
  total,
  loading,
  fetching,
  idle,
  children,
}: SearchPageProps) {
  const { t } = useTranslation();
  const lastPage = paging ? Math.max(1, Math.ceil((total ?? 0) / paging.pageSize)) : 1;
  if (paging && total !== undefined && paging.page > lastPage) {
    return <Navigate replace to={{ search: paging.searchOf(lastPage) }} />;
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <FormBusy busy={fetching}>{form}</FormBusy>
      {loading && <LoadingOverlay />}
      <Box sx={{ minHeight: 4 }}>{fetching && !loading && <LinearProgress />}</Box>
      {total !== undefined ? (
        <>
          <Typography role="status">{t('search_hits', { count: total })}</Typography>
          {children}
          {paging && (
            <Pager
              page={paging.page}
              totalCount={total}
              pageSize={paging.pageSize}
              onChange={paging.setPage}
            />
          )}
        </>
      ) : (
        idle && <Typography color="text.secondary">{idle}</Typography>
      )}
    </Stack>
  );
}
