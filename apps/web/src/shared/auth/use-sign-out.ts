import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { useQueryClient } from '@tanstack/react-query';
import { ja } from '../i18n/ja';
import { useSnackbar } from '../ui/snackbar';

/** Signs out at the IdP (which comes back to /lock); a failure shows 'サインアウトに失敗しました。'. */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useCallback(async () => {
    try {
      await auth.signoutRedirect({ id_token_hint: auth.user?.id_token });
      queryClient.clear();
    } catch {
      snackbar.show(ja.signed_out_failed, 'error');
    }
  }, [auth, queryClient, snackbar]);
}
