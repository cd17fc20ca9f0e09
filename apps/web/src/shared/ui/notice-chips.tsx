import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../i18n';

/**
 * The chips in front of a student notice (spec 000 §2): 重要 when the notice is flagged important,
 * then its category, whose label defaults to 重要 when the notice has none.
 */
export function NoticeChips({
  important,
  category,
}: {
  important: boolean;
  category: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {important && (
        <Chip size="small" color="error" label={t('notice_important')} sx={{ fontWeight: 700 }} />
      )}
      <Chip size="small" variant="outlined" label={category ?? t('notice_category_default')} />
    </Stack>
  );
}
