/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OIDC issuer; defaults to the bundled IdP at `${location.origin}/idp`. */
  readonly VITE_OIDC_AUTHORITY?: string;
  /** OIDC client id; defaults to 'tayori-web'. */
  readonly VITE_OIDC_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
