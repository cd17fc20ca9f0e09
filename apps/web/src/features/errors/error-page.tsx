import { useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignOut } from '../../shared/auth/use-sign-out';
import type { ErrorRouteState } from '../../shared/navigation/paths';

/** /error: the message a screen sent along (role failure, list load failure…), else the general one. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const signOut = useSignOut();
  const state = useLocation().state as ErrorRouteState | null;
  const message =
    typeof state?.message === 'string' && state.message ? state.message : t('general_error');

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {t('error_title')}
      </Typography>
      <Typography role="alert">{message}</Typography>
      {auth.isAuthenticated && (
        <Button variant="contained" onClick={() => void signOut()}>
          {t('sign_out')}
        </Button>
      )}
    </Stack>
  );
}
