import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { links } from '../../shared/config/links';
import { paths, REDIRECT_PARAM, safeReturnPath } from '../../shared/navigation/paths';
import { useSnackbar } from '../../shared/ui/snackbar';

/** /lock: the sign-in entrance. Keeps the path the user asked for in `?redirect=` through sign-in. */
export default function LockPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const requested = params.get(REDIRECT_PARAM);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    try {
      await auth.signinRedirect({ state: { path: safeReturnPath(requested) } });
    } catch {
      snackbar.show(t('sign_in_failed'), 'error');
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {t('app_name')}
          </Typography>
          <Typography component="h1" variant="h6">
            {t('lock_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('lock_lead')}
          </Typography>
          {requested && (
            <Typography variant="body2" color="text.secondary">
              {t('lock_redirect_notice')}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void signIn()}
            disabled={busy}
          >
            {t('sign_in')}
          </Button>
          <Stack spacing={1}>
            <Link component={RouterLink} to={paths.Identification} variant="body2">
              {t('lock_forgot')}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {t('lock_forgot_help')}
            </Typography>
            <Link href={links.forgotHelp} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('lock_forgot_help_link')}
              {t('header_opens_new_tab')}
            </Link>
            <Link href={links.manual} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('lock_manual')}
              {t('header_opens_new_tab')}
            </Link>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
