import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../i18n';
import type { ConfirmOptions } from './confirm-dialog';

export default function ConfirmDialogView({
  options,
  open,
  onSettle,
}: {
  options: ConfirmOptions;
  open: boolean;
  onSettle(ok: boolean): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onSettle(false)}
      aria-labelledby={options.title ? titleId : undefined}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      {options.title && <DialogTitle id={titleId}>{options.title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {options.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onSettle(false)}>{options.cancelLabel ?? t('cancel')}</Button>
        <Button
          onClick={() => onSettle(true)}
          variant="contained"
          color={options.danger ? 'error' : 'primary'}
          autoFocus
        >
          {options.confirmLabel ?? t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
