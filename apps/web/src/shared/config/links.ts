/** Links to pages outside the SPA. */
export const links = {
  /** The user manual, a static page served next to the app. */
  manual: '/contents/manual/index.html',
  /** The bundled IdP's change-password page (opened in a new tab). */
  changePassword: () => `${window.location.origin}/idp/password`,
} as const;
