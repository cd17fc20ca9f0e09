import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Person from '@mui/icons-material/Person';
import VpnKey from '@mui/icons-material/VpnKey';
import { useAuthConfig } from '../../shared/auth/auth-config';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { paths } from '../../shared/navigation/paths';

/**
 * The header's account menu: profile, change password (the issuer's page, new tab; absent when the
 * configured issuer has none), sign out.
 */
export default function AccountMenuPopup({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const changePasswordUrl = useAuthConfig()?.changePasswordUrl;

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={paths.Profile} onClick={onClose}>
        <ListItemIcon>
          <Person fontSize="small" />
        </ListItemIcon>
        {t('header_profile')}
      </MenuItem>
      {changePasswordUrl && (
        <MenuItem
          component="a"
          href={changePasswordUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          aria-label={`${t('header_change_password')}${t('header_opens_new_tab')}`}
        >
          <ListItemIcon>
            <VpnKey fontSize="small" />
          </ListItemIcon>
          {t('header_change_password')}
          <OpenInNew fontSize="inherit" sx={{ ml: 0.5, color: 'text.secondary' }} />
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('sign_out')}
      </MenuItem>
    </Menu>
  );
}
