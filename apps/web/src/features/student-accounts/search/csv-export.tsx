import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import type { StudentSearchConditions } from '@tayori/contract';
import { useScreenFailure } from '../../../shared/api/use-screen-failure';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useStudentCsv } from '../api/export-csv';

/** Spec 001 §9: the file's name. */
export const STUDENT_CSV_FILE = 'student_search_result.csv';

/**
 * Spec 001 §2, §4: 'create CSV data' once a search has hits; it fetches every match, then turns
 * itself off and a download link named student_search_result.csv appears. A new search (other
 * conditions: the parent remounts this with their key) starts over.
 */
export function CsvExport({
  conditions,
  hits,
}: {
  conditions: StudentSearchConditions;
  hits: number;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  const csv = useStudentCsv();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const create = () =>
    csv.mutate(conditions, {
      onSuccess: (file) => {
        setUrl(URL.createObjectURL(file));
        snackbar.show(t('student_csv_ready'), 'success');
      },
      onError: (error) => snackbar.show(describeFailure(error).message, 'error'),
    });
  return (
    <>
      <Button
        variant="outlined"
        onClick={create}
        disabled={hits === 0 || csv.isPending || url !== null}
      >
        {t('student_csv_create')}
      </Button>
      {url && (
        <Link
          href={url}
          download={STUDENT_CSV_FILE}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}
        >
          <DownloadIcon fontSize="small" />
          {t('student_csv_download')}
        </Link>
      )}
    </>
  );
}
