import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Person from '@mui/icons-material/Person';
import VpnKey from '@mui/icons-material/VpnKey';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { links } from '../../shared/config/links';
import { paths } from '../../shared/navigation/paths';

/** The logo does not lead into the app while a student is still proving who they are. */
const IDENTIFICATION_PATHS: ReadonlySet<string> = new Set([
  paths.identification,
  paths.successAuthentication,
  paths.failureAuthentication,
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
              to={paths.home}
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

function AccountMenu() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

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
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle fontSize="large" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('header_profile')}
        </MenuItem>
        <MenuItem
          component="a"
          href={links.changePassword()}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          aria-label={`${t('header_change_password')}${t('header_opens_new_tab')}`}
        >
          <ListItemIcon>
            <VpnKey fontSize="small" />
          </ListItemIcon>
          {t('header_change_password')}
          <OpenInNew fontSize="inherit" sx={{ ml: 0.5, color: 'text.secondary' }} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('sign_out')}
        </MenuItem>
      </Menu>
    </>
  );
}
