import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { limits } from '@tayori/contract';
import { useTranslation } from '../i18n';

export interface SnackbarMessage {
  key: number;
  message: string;
  severity: 'success' | 'error';
}

/** Top centre, 2000 ms, closable, in the success or error colour. */
export default function SnackbarView({
  shown,
  open,
  onClose,
}: {
  shown: SnackbarMessage;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = (_?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={shown.key}
      open={open}
      autoHideDuration={limits.snackbarMs}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={shown.severity}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { title: t('close'), 'aria-label': t('close') } }}
        sx={{ width: '100%', whiteSpace: 'pre-line' }}
      >
        {shown.message}
      </Alert>
    </Snackbar>
  );
}
