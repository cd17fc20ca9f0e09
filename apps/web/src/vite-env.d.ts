/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OIDC issuer; defaults to the bundled IdP at `${location.origin}/idp`. */
  readonly VITE_OIDC_AUTHORITY?: string;
  /** OIDC client id; defaults to 'tayori-web'. */
  readonly VITE_OIDC_CLIENT_ID?: string;
  /** Privacy policy page linked from the identity check; defaults to /contents/privacy/. */
  readonly VITE_PRIVACY_POLICY_URL?: string;
  /** Support page linked from the identity check's success page; defaults to the manual. */
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
