import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth';
import { useTranslation } from '../../shared/i18n';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { paths } from '../../shared/navigation/paths';

/** The logo does not lead into the app while a student is still proving who they are. */
const IDENTIFICATION_PATHS: ReadonlySet<string> = new Set([
  paths.Identification,
  paths.SuccessAuthentication,
  paths.FailureAuthentication,
]);

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const logoLinks = !IDENTIFICATION_PATHS.has(pathname);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: 1, fontWeight: 700, color: 'primary.main' }}
        >
          {logoLinks ? (
            <Link
              component={RouterLink}
              to={paths.Home}
              underline="none"
              color="inherit"
              aria-label={`${t('app_name')} ${t('header_home')}`}
            >
              {t('app_name')}
            </Link>
          ) : (
            t('app_name')
          )}
        </Typography>
        {auth.isAuthenticated && <AccountMenu />}
      </Toolbar>
    </AppBar>
  );
}

/**
 * The menu itself (MUI's Menu brings Popover, Modal and the transitions) loads on the first click:
 * it is not needed to show any screen.
 */
const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

function AccountMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept mounted once opened, so closing plays the menu's exit transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        size="large"
        edge="end"
        color="primary"
        aria-label={t('header_account_menu')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        <AccountCircle fontSize="large" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
