import { useEffect, useState } from 'react';
import { apiRoutes, type AuthConfig } from '@tayori/contract';

let loading: Promise<AuthConfig> | undefined;
let known: AuthConfig | undefined;

/**
 * How to sign in (issuer, client id, scopes…), as the server says at run time (GET
 * /api/v1/auth-config): the build carries no issuer, so a deploy switches issuers by its
 * configuration alone. Read once per page load; a failed read is tried again at the next ask.
 * Plain fetch, not the API client: the client asks ./oidc for the token, and ./oidc asks this.
 */
export function loadAuthConfig(): Promise<AuthConfig> {
  loading ??= fetchAuthConfig().then(
    (config) => (known = config),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function fetchAuthConfig(): Promise<AuthConfig> {
  const res = await fetch(apiRoutes.authConfig.path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`${apiRoutes.authConfig.path} answered ${res.status}`);
  const config = (await res.json()) as Partial<AuthConfig> | null;
  // The contract's schema stays on the server (zod is not in this chunk): the fields used are checked.
  if (
    typeof config?.authority !== 'string' ||
    typeof config.clientId !== 'string' ||
    typeof config.scope !== 'string'
  )
    throw new Error(`${apiRoutes.authConfig.path} did not answer a sign-in configuration`);
  return {
    authority: config.authority,
    clientId: config.clientId,
    scope: config.scope,
    changePasswordUrl:
      typeof config.changePasswordUrl === 'string' ? config.changePasswordUrl : null,
    identityCheck: config.identityCheck !== false,
  };
}

/** The sign-in configuration once it has arrived (undefined until then, or if it cannot be read). */
export function useAuthConfig(): AuthConfig | undefined {
  const [config, setConfig] = useState(known);
  useEffect(() => {
    if (config) return undefined;
    let current = true;
    loadAuthConfig().then(
      (loaded) => current && setConfig(loaded),
      () => undefined, // the screen goes on without what it would have added
    );
    return () => {
      current = false;
    };
  }, [config]);
  return config;
}
