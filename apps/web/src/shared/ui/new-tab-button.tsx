import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n';
import { useSnackbar } from './snackbar';
import type { Column } from './data-table';

const nowrap = { whiteSpace: 'nowrap' } as const;

export interface NewTabButtonProps {
  /** What opens in a new tab (navigation/paths `rowPath`); null for a row without an id. */
  href: string | null;
  /** The accessible name, e.g. '運動会のお知らせの詳細'; '（新しいタブで開きます）' is added. */
  label: string;
  children: string;
}

/**
 * A row's 詳細 (and 既読状況): a link styled as a button, opening in a new tab (spec 000 §2,
 * spec 001 §2). A row without an id (spec 001 §2, §8) opens nothing: the button says
 * cmp_51_001_description in its tooltip (the browser's own: MUI's would bring Popper to every
 * list screen for a rare row), to assistive technology and, when pressed, in the snackbar.
 */
export function NewTabButton({ href, label, children }: NewTabButtonProps) {
  const { t } = useTranslation();
  if (href === null) return <NoIdButton label={label}>{children}</NoIdButton>;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      aria-label={label + t('opens_new_tab')}
      sx={nowrap}
    >
      {children}
    </Button>
  );
}

/**
 * A results column of NewTabButtons (spec 000 §2: 詳細 and 既読状況 open in a new tab): each
 * button reads as the column's header, `label` names it for the row (the button's accessible name).
 */
export function newTabColumn<Row>(column: {
  key: string;
  header: string;
  width?: number;
  href(row: Row): string | null;
  label(row: Row): string;
}): Column<Row> {
  const { href, label, ...shown } = column;
  return {
    ...shown,
    cell: (row) => (
      <NewTabButton href={href(row)} label={label(row)}>
        {column.header}
      </NewTabButton>
    ),
  };
}

function NoIdButton({ label, children }: Omit<NewTabButtonProps, 'href'>) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const descriptionId = useId();
  const description = t('cmp_51_001_description');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        title={description}
        aria-label={label}
        aria-disabled
        aria-describedby={descriptionId}
        onClick={() => snackbar.show(description, 'error')}
        sx={{ ...nowrap, color: 'text.disabled' }}
      >
        {children}
      </Button>
      <Box component="span" id={descriptionId} hidden>
        {description}
      </Box>
    </>
  );
}
