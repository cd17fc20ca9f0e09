import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from '../../shared/i18n';
import { ConfirmedActionButton } from '../../shared/forms/confirmed-action-button';
import { useUndoYearUpdate } from './api/roster-import-api';
import type { ImportView } from './import-target';

/**
 * A year update's undo (docs/roster-import.md, 年度更新): offered for a day after it was applied,
 * confirmed, then applied as an import of its own, which opens; an undone update and an undo each
 * lead to the other.
 */
export function YearUpdateUndo({ detail, onOpen }: ImportView) {
  const { t } = useTranslation();
  const undo = useUndoYearUpdate();
  const other = detail.undoneBy ?? detail.undoOf;
  return (
    <>
      {other && (
        <Alert severity="info">
          {t(detail.undoneBy ? 'roster_year_update_undone' : 'roster_year_update_undo_of')}{' '}
          <Link component="button" type="button" onClick={() => onOpen(other)}>
            {t('roster_import_open')}
          </Link>
        </Alert>
      )}
      {detail.abilities.undo && (
        <ConfirmedActionButton
          label={t('roster_year_update_undo')}
          color="warning"
          confirm={{
            message: t('roster_year_update_undo_confirm'),
            confirmLabel: t('roster_year_update_undo'),
          }}
          send={() => undo.mutateAsync(detail.importId)}
          onSuccess={(undoing) => onOpen(undoing.importId)}
        />
      )}
    </>
  );
}
