import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '../../shared/navigation/paths';
import { IdentificationCard } from './identification-card';
import { IdentificationResultGuard } from './result-guard';

/**
 * /failure-authentication: the details did not match, or the check failed. A failed call (429
 * over the attempt limit, a server error) shows the error catalogue's message for it instead.
 */
export default function FailureAuthenticationPage() {
  const { t } = useTranslation();
  return (
    <IdentificationResultGuard>
      {({ message }) => (
        <IdentificationCard title={t('identification_failure_title')}>
          <Alert severity="error" role="alert">
            {message ?? t('identification_failure_text')}
          </Alert>
          <Button
            component={RouterLink}
            to={paths.Identification}
            replace
            variant="contained"
            size="large"
            fullWidth
          >
            {t('identification_back')}
          </Button>
          <Button component={RouterLink} to={paths.Lock} variant="text" fullWidth>
            {t('identification_to_top')}
          </Button>
        </IdentificationCard>
      )}
    </IdentificationResultGuard>
  );
}
