import { useCallback } from 'react';
import { useAuth } from './auth';
import { useQueryClient } from '@tanstack/react-query';
import { ja } from '../i18n/ja';
import { loadUserManager } from './oidc';
import { useSnackbar } from '../ui/snackbar';

/** Signs out at the IdP (which comes back to /lock); a failure shows 'サインアウトに失敗しました。'. */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useCallback(async () => {
    try {
      // oidc-client-ts forgets the local user before it asks the IdP where to sign out; checking
      // that the IdP answers first keeps a failed sign-out from leaving a half-signed-out state.
      const { userManager } = await loadUserManager();
      await userManager.metadataService.getEndSessionEndpoint();
      await auth.signoutRedirect({ id_token_hint: auth.user?.id_token });
      queryClient.clear();
    } catch {
      snackbar.show(ja.signed_out_failed, 'error');
    }
  }, [auth, queryClient, snackbar]);
}
