import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserType } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';
import { attentionsFor, useAttentions } from './api/get-attentions';

/** Important items as error alerts, the others as normal alerts; each may link to a url. */
export function AttentionPanel({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const attentions = useAttentions();
  if (attentions.isPending) return <Skeleton variant="rounded" height={56} />;
  if (attentions.isError) {
    return <Typography color="text.secondary">{t('home_attention_failed')}</Typography>;
  }
  const items = attentionsFor(attentions.data, userType);
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-label={t('home_attention_title')}>
      {items.map((item, index) => (
        <Alert
          key={index}
          severity={item.important ? 'error' : 'info'}
          variant={item.important ? 'filled' : 'standard'}
        >
          {item.url ? (
            <Link href={item.url} target="_blank" rel="noopener noreferrer" color="inherit">
              {item.text}
              {t('header_opens_new_tab')}
            </Link>
          ) : (
            item.text
          )}
        </Alert>
      ))}
    </Stack>
  );
}
