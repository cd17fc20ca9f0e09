import { useState, type ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../i18n';
import { conditionFlex, SEARCH_ROW } from './search-form';

/**
 * A search's rarely used conditions, folded behind one button so a phone reaches 検索 and the
 * results without scrolling past every field (the staff search has 13). Open from the start when
 * one of them holds a value (a search from the URL), so a condition in use is never hidden, or
 * when the person opened them before on this screen.
 */
export function MoreConditions<T extends FieldValues>({
  control,
  names,
  children,
}: {
  control: Control<T>;
  names: readonly Path<T>[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control, name: names as Path<T>[] }) as unknown[];
  // Remembered for the screen while the tab lives: a search remounts the form (its formKey), and
  // the conditions a person opened stay open.
  const remembered = `tayori.more-conditions:${useLocation().pathname}`;
  const [open, setOpenState] = useState(
    () =>
      sessionStorage.getItem(remembered) === 'open' || values.some((v) => v !== '' && v != null),
  );
  const setOpen = (next: boolean) => {
    setOpenState(next);
    sessionStorage.setItem(remembered, next ? 'open' : 'closed');
  };
  return (
    <>
      <Box className={SEARCH_ROW} sx={{ flex: '1 1 100%' }}>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          startIcon={open ? <ExpandLess /> : <ExpandMore />}
        >
          {t(open ? 'search_fewer_conditions' : 'search_more_conditions', {
            count: names.length,
          })}
        </Button>
      </Box>
      {/* Folded, not gone: the fields stay mounted, so one blanked by another (a department by
          its school) is blanked while folded too. */}
      <Box sx={{ display: open ? 'contents' : 'none', '& > *': conditionFlex }}>{children}</Box>
    </>
  );
}
