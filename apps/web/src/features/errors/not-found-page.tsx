import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/navigation/paths';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {t('not_found_title')}
      </Typography>
      <Typography>{t('not_found_page')}</Typography>
      <Button
        component={RouterLink}
        to={auth.isAuthenticated ? paths.Home : paths.Lock}
        variant="contained"
      >
        {auth.isAuthenticated ? t('back_to_home') : t('back_to_lock')}
      </Button>
    </Stack>
  );
}
