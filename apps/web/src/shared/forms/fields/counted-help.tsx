import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n';

/** Helper text laid out as the message (error or hint) on the left and the count on the right. */
export const countedHelpSx = { display: 'flex', justifyContent: 'space-between', gap: 2 } as const;

/**
 * A field's message and its `count / max` counter, both shown at once: an error never hides the
 * counter. `count` is the contract's count (`countCharacters`, `noticeBodyLength`), the one the
 * rule checks.
 */
export function CountedHelp({
  message,
  count,
  max,
}: {
  message: ReactNode;
  count: number;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span>{message}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap', ml: 'auto' }}>
        {t('field_char_count', { count, max })}
      </Box>
    </>
  );
}
