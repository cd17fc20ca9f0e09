import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { jaJP } from '@mui/x-date-pickers/locales';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import 'dayjs/locale/ja';
import { ja } from '../i18n/ja';

/**
 * The calendar header in Japanese order (2026年11月). MUI X builds it as `${month} ${year}`
 * (「11月 2026」 with the ja locale) whatever the adapter's formats, so the header's own `format`
 * is given to every calendar below (pickers render theirs through DateCalendar).
 */
export const calendarHeaderFormat = 'YYYY年M月';

const withJapaneseCalendar = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDateCalendar: {
      defaultProps: { slotProps: { calendarHeader: { format: calendarHeaderFormat } } },
    },
  },
});

/**
 * MUI X's Japanese locale fills an empty date field with YYYY/MM/DD; the portal shows 年/月/日, the
 * section names a Japanese reader expects. Dates are only ever typed as year, month and day, so
 * the placeholders ignore the section's digit count.
 */
const localeText = {
  ...jaJP.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => ja.date_field_year,
  fieldMonthPlaceholder: () => ja.date_field_month,
  fieldDayPlaceholder: () => ja.date_field_day,
};

/**
 * Wrap only the screens that use date pickers: importing this module pulls x-date-pickers and
 * dayjs into that screen's chunk, keeping them out of the initial bundle.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  // The app's theme (or MUI's default one outside it) with the calendar header's format.
  const outer = useTheme();
  const theme = useMemo(() => withJapaneseCalendar(outer), [outer]);
  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja" localeText={localeText}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
