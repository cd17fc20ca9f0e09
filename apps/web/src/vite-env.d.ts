/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Privacy policy page linked from the identity check; defaults to /contents/privacy/. */
  readonly VITE_PRIVACY_POLICY_URL?: string;
  /** Support page linked from the identity check's success page; defaults to the manual. */
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
