import { createTheme } from '@mui/material/styles';
import { brandColors, fontStack } from '@tayori/contract';
import { ja } from '../shared/i18n/ja';

/** The portal's font stack, shared with the IdP's pages. */
const fontFamily = fontStack;

/**
 * The texts of MUI's jaJP locale this app shows (Alert's close button, the Autocomplete's buttons
 * and empty list), from ja.ts. The locale module itself is not imported: it builds an
 * Intl.NumberFormat as it loads (for TablePagination, which the app does not use), a long task at
 * start-up on every page of a slow phone.
 */
const muiJa = {
  components: {
    MuiAlert: { defaultProps: { closeText: ja.close } },
    MuiAutocomplete: {
      defaultProps: {
        closeText: ja.close,
        openText: ja.autocomplete_open,
        clearText: ja.autocomplete_clear,
        noOptionsText: ja.autocomplete_no_options,
        loadingText: ja.loading,
      },
    },
  },
};

/** MUI theme of the spec: primary orange, success green, Japanese locale. */
export const theme = createTheme(
  {
    palette: {
      // A deep orange so white button text and orange links on white meet WCAG AA (4.5:1).
      primary: {
        main: brandColors.primary,
        light: brandColors.primaryLight,
        dark: brandColors.primaryDark,
        contrastText: '#ffffff',
      },
      success: { main: '#2e7d32' },
      // MUI's default info (#0288d1) and warning (#ed6c02) give white chip text 3.9:1 and 3.1:1
      // (axe color-contrast, serious): darker shades that reach 4.5:1 with white and on white.
      info: { main: '#0277bd', contrastText: '#ffffff' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      background: { default: brandColors.background },
    },
    typography: { fontFamily },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Strict Japanese line breaking: no line starts with ー, small kana or closing punctuation
      // (「カレンダ／ー」 in a narrow menu tile). And sentences wrap between phrases where the
      // browser knows them (Chromium's `auto-phrase`: 「お試し／ください。」, not 「お試しく／ださい。」);
      // a phrase wider than its box still breaks anywhere rather than overflow (`break-word`,
      // which leaves tables' column widths as they were).
      MuiCssBaseline: {
        styleOverrides: {
          body: {
            fontFamily,
            lineBreak: 'strict',
            wordBreak: 'auto-phrase',
            overflowWrap: 'break-word',
          },
        },
      },
      // A disabled field's helper text says why it is disabled ('先に地域を選択してください。'):
      // keep it readable (text.disabled is 2.7:1) rather than greyed with the control.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-disabled:not(.Mui-error)': { color: t.palette.text.secondary },
          }),
        },
      },
    },
  },
  muiJa,
);
