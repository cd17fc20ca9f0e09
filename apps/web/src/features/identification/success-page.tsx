import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { links } from '../../shared/config/links';
import { paths } from '../../shared/navigation/paths';
import { IdentificationCard } from './identification-card';
import { IdentificationResultGuard } from './result-guard';

/** /success-authentication: the SMS is on its way; sign in from the top screen with it. */
export default function SuccessAuthenticationPage() {
  const { t } = useTranslation();
  return (
    <IdentificationResultGuard>
      {() => (
        <IdentificationCard title={t('identification_success_title')}>
          <Alert severity="success" role="status">
            {t('identification_success_sms')}
          </Alert>
          <Typography>{t('identification_success_next')}</Typography>
          <Link href={links.support} target="_blank" rel="noopener noreferrer">
            {t('identification_success_support')}
            {t('header_opens_new_tab')}
          </Link>
          <Button component={RouterLink} to={paths.Lock} variant="contained" size="large" fullWidth>
            {t('identification_to_top')}
          </Button>
        </IdentificationCard>
      )}
    </IdentificationResultGuard>
  );
}
