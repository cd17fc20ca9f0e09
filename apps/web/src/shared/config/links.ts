/** The user manual, a static page served next to the app. */
const manual = '/contents/manual/index.html';
/** The manual's help on forgotten sign-in IDs and passwords. */
const manualForgot = `${manual}#forgot`;

/** Links to pages outside the SPA. */
export const links = {
  manual,
  /**
   * The privacy policy the identity check asks students to accept (opened in a new tab). A school
   * group with its own page sets VITE_PRIVACY_POLICY_URL at build time.
   */
  privacyPolicy: import.meta.env.VITE_PRIVACY_POLICY_URL || '/contents/privacy/index.html',
  /**
   * Help for a student whose SMS did not arrive (success page, new tab). Defaults to the manual's
   * section on forgotten sign-in details; VITE_SUPPORT_URL points it at the group's support desk.
   */
  support: import.meta.env.VITE_SUPPORT_URL || manualForgot,
  /** Linked from /lock's guidance for forgotten IDs. */
  forgotHelp: manualForgot,
} as const;
