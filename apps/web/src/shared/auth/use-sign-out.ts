import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth';
import { useQueryClient } from '@tanstack/react-query';
import { ja } from '../i18n/ja';
import { loadUserManager } from './oidc';
import { paths } from '../navigation/paths';
import { useSnackbar } from '../ui/snackbar';

/**
 * Signs out at the issuer (which comes back to /lock); a failure shows 'サインアウトに失敗しました。'.
 * An issuer without an end-session endpoint (Google's) signs nobody out there: the portal forgets
 * the user and shows /lock.
 */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // oidc-client-ts forgets the local user before it asks the IdP where to sign out; checking
      // that the IdP answers first keeps a failed sign-out from leaving a half-signed-out state.
      const { userManager } = await loadUserManager();
      const endSession = await userManager.metadataService.getEndSessionEndpoint();
      if (endSession) {
        await auth.signoutRedirect({ id_token_hint: auth.user?.id_token });
        queryClient.clear();
        return;
      }
      await userManager.removeUser();
      queryClient.clear();
      await navigate(paths.Lock, { replace: true });
    } catch {
      snackbar.show(ja.signed_out_failed, 'error');
    }
  }, [auth, queryClient, snackbar, navigate]);
}
