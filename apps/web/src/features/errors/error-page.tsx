import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { paths, type ErrorRouteState } from '../../shared/navigation/paths';

/**
 * /error: the message a screen sent along (role failure, list load failure…), else the general one,
 * and the way back home (or to the sign-in screen), with sign-out beside it.
 */
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
      {auth.isAuthenticated ? (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Button component={RouterLink} to={paths.Home} variant="contained">
            {t('back_to_home')}
          </Button>
          <Button variant="outlined" onClick={() => void signOut()}>
            {t('sign_out')}
          </Button>
        </Stack>
      ) : (
        <Button component={RouterLink} to={paths.Lock} variant="contained">
          {t('back_to_lock')}
        </Button>
      )}
    </Stack>
  );
}
