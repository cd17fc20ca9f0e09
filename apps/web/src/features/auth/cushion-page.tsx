import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { limits } from '@tayori/contract';
import { takeReturnPath } from '../../shared/auth/return-path';
import { paths } from '../../shared/navigation/paths';

/**
 * /cushion: the IdP comes back here. While the auth provider exchanges the code this shows the
 * move to home, then navigates (with the router) to the path requested before sign-in, or /home.
 * Without a signed-in user (no code, or the exchange failed) it says so and goes to /lock after 3 s.
 */
export default function CushionPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (auth.isLoading) return undefined;
    if (auth.isAuthenticated) {
      void navigate(takeReturnPath(), { replace: true });
      return undefined;
    }
    const timer = setTimeout(
      () => void navigate(paths.Lock, { replace: true }),
      limits.redirectToLockMs,
    );
    return () => clearTimeout(timer);
  }, [auth.isLoading, auth.isAuthenticated, navigate]);

  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      {signedOut ? (
        <Alert severity="error" sx={{ maxWidth: 480 }}>
          <Typography>{t('unauthorized')}</Typography>
          <Typography variant="body2">{t('cushion_unauthorized_redirect')}</Typography>
        </Alert>
      ) : (
        <Box
          role="status"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
        >
          <CircularProgress aria-hidden />
          <Typography>{t('cushion_moving')}</Typography>
        </Box>
      )}
    </Box>
  );
}
