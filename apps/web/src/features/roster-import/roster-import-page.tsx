import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiFailure } from '../../shared/api/api-failure';
import { useSchoolOptions } from '../../shared/api/school-options';
import { useScreenFailure } from '../../shared/api/use-screen-failure';
import { useMe } from '../../shared/auth/use-me';
import { useTranslation } from '../../shared/i18n';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useRosterImport, useUploadRoster } from './api/roster-import-api';
import { ImportForm, type ImportRequest } from './import-form';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { YearUpdateForm } from './year-update-form';
import { TitledSection } from '../../shared/ui/titled-section';

/**
 * Route RosterImport (/roster-import; docs/roster-import.md): upload a CSV, read the preview
 * (nothing changes), apply it as a job whose progress survives a reload (the import's id is in the
 * URL), and the history of past imports with their reports; the April year update (年度更新),
 * previewed, applied and undone the same way.
 */
export default function RosterImportPage() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useRosterImport(id);
  const upload = useUploadRoster();
  const describeFailure = useScreenFailure();
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  const open = (importId: string) => setParams({ id: importId });
  const submit = ({ file, ...query }: ImportRequest) =>
    upload.mutate(
      {
        file,
        query: {
          ...query,
          fileName: file.name,
        },
      },
      { onSuccess: (detail) => open(detail.importId) },
    );
  // A file refused as a whole says why in its own words (the server's message about the file).
  const fileProblem = upload.error
    ? isApiFailure(upload.error) && upload.error.fields.file
      ? upload.error.fields.file
      : describeFailure(upload.error).message
    : null;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {t('roster_import_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="body2">{t('roster_import_intro')}</Typography>
          <ImportForm schools={schools.data} pending={upload.isPending} onSubmit={submit} />
          {fileProblem && (
            <Alert severity="error" role="alert">
              {fileProblem}
            </Alert>
          )}
        </Stack>
      </Paper>
      <TitledSection id="year-update" title={t('roster_year_update_title')} outlined spacing={2}>
        <Typography variant="body2">{t('roster_year_update_intro')}</Typography>
        <YearUpdateForm schools={schools.data} onPreview={open} />
      </TitledSection>
      {upload.isPending && <LoadingOverlay />}
      {current.data && <ImportPreview detail={current.data} onOpen={open} />}
      <ImportHistory onOpen={open} />
    </Stack>
  );
}
