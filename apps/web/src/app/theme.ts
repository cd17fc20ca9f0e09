import { createTheme } from '@mui/material/styles';
import { jaJP } from '@mui/material/locale';

/** The system's Japanese fonts; no web font is downloaded. */
const fontFamily = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"Yu Gothic"',
  'YuGothic',
  '"Noto Sans JP"',
  'Meiryo',
  'sans-serif',
].join(',');

/** MUI theme of the spec: primary orange, success green, Japanese locale. */
export const theme = createTheme(
  {
    palette: {
      // A deep orange so white button text and orange links on white meet WCAG AA (4.5:1).
      primary: { main: '#c24e00', light: '#ef6c00', dark: '#8f3a00', contrastText: '#ffffff' },
      success: { main: '#2e7d32' },
      background: { default: '#fafafa' },
    },
    typography: { fontFamily },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCssBaseline: { styleOverrides: { body: { fontFamily } } },
    },
  },
  jaJP,
);
