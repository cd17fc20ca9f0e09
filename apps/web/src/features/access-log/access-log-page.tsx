import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../shared/i18n';
import { SearchCsv } from '../../shared/search/search-csv';
import { SearchPage } from '../../shared/search/search-page';
import { useSearchScreen } from '../../shared/search/use-search-screen';
import { DateLocalization } from '../../shared/ui/date-localization';
import { accessLogSearchOptions, fetchAccessLogCsv } from './api/access-log-api';
import { AccessLogResults } from './access-log-results';
import { AccessLogSearchForm } from './access-log-search-form';
import { accessLogSearch } from './search-params';

const ACCESS_LOG_CSV_FILE = 'access_log.csv';

/**
 * Route AccessLog (/access-log, docs/decisions/access-log.md): the system administrator searches
 * who looked at or changed whose data, by student, staff and period, 50 a page, newest first, and
 * downloads the matches as CSV. Nothing here edits or deletes an entry.
 */
export default function AccessLogPage() {
  const { t } = useTranslation();
  const screen = useSearchScreen(accessLogSearch, accessLogSearchOptions);
  const { search, data } = screen;
  return (
    <DateLocalization>
      <SearchPage
        title={t('access_log_title')}
        actions={
          <SearchCsv
            screen={screen}
            hits={data?.accessLogTotalCount}
            fileName={ACCESS_LOG_CSV_FILE}
            fetchFile={fetchAccessLogCsv}
          />
        }
        form={
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('access_log_note')}
            </Typography>
            <AccessLogSearchForm key={search.formKey} search={search} />
          </>
        }
        total={data?.accessLogTotalCount}
        {...screen.frame}
      >
        {data?.accessLogCountCapped && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('access_log_capped', { count: data.accessLogTotalCount })}
          </Alert>
        )}
        {data && <AccessLogResults rows={data.accessLogList} />}
      </SearchPage>
    </DateLocalization>
  );
}
