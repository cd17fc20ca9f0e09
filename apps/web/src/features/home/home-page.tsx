import { useDeferredValue } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../shared/i18n';
import { useMe } from '../../shared/auth/use-me';
import { attentionsQuery, useAttentions } from './api/get-attentions';
import { ChatWidget } from './chat-widget';
import { panels, panelsByUserType } from './panels';
import { usePanelData } from './panel-data';

/** A first load draws the attention items in its first frame (app/routes.tsx `PageModule`). */
export const prefetchFirstFrame = (client: QueryClient) => client.prefetchQuery(attentionsQuery);

/** /home: a greeting and the panels of the user's type. The route guard has loaded /api/v1/me. */
export default function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const attentions = useAttentions();
  const panelDataIn = usePanelData(me.data?.userType);
  // The greeting and the attention items (the page's first and largest text) are drawn first;
  // the other panels are mounted once the items and the panels' own data are in, in a second
  // render React starts after the browser has painted them. On a slow phone the menu and panels
  // are most of the page's rendering work, and the attentions need not wait for it. The items are
  // a small static file, asked for while the page's code loads (app/routes.tsx earlyGets); the
  // panels' data is asked for once the first frame is drawn (panel-data.ts). Waiting for them
  // also keeps the layout still: the attention panel's height depends on how many items it gets,
  // and panels appearing below it shift nothing. The chat widget's room comes with them: drawn
  // before them, it was pushed below the fold when they mounted (Lighthouse CLS 0.08).
  const restMounted = useDeferredValue(!attentions.isPending && panelDataIn, false);
  if (!me.data) return null;
  const shown = panelsByUserType[me.data.userType].flatMap((name) => {
    const panel = panels[name];
    return panel && (name === 'attention' || restMounted) ? [{ name, ...panel }] : [];
  });

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h5">
          {t('home_title')}
        </Typography>
        <Typography color="text.secondary">
          {t('home_greeting', { lastName: me.data.lastName, firstName: me.data.firstName })}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        {shown.map(({ name, component: Panel, md }) => (
          <Grid key={name} size={{ xs: 12, md }} sx={{ '&:empty': { display: 'none' } }}>
            <Panel me={me.data} />
          </Grid>
        ))}
      </Grid>
      {restMounted && <ChatWidget />}
    </Stack>
  );
}
