import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n';

/**
 * Covers the screen while something it depends on loads (the role check, a save). A plain fixed
 * box rather than MUI's Backdrop: it is on the first screen, and Backdrop brings its transitions.
 */
export function LoadingOverlay({ open = true }: { open?: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.6)',
      }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
