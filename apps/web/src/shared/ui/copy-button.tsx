import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { limits } from '@tayori/contract';
import { useTranslation } from '../i18n';

export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. 'メールアドレスをコピー'. */
  label?: string;
  size?: 'small' | 'medium';
}

/** Copies `text` to the clipboard and says 'コピーしました' in a tooltip for 2000 ms. */
export function CopyButton({ text, label, size = 'small' }: CopyButtonProps) {
  const { t } = useTranslation();
  const [tip, setTip] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    setTip(ok ? t('copied') : t('copy_failed'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTip(null), limits.clipboardTooltipMs);
  };

  return (
    <Tooltip
      title={tip ?? ''}
      open={tip !== null}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      placement="top"
    >
      <IconButton size={size} onClick={() => void copy()} aria-label={label ?? t('copy')}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
