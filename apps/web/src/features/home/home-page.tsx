import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/auth/use-me';
import { useAttentions } from './api/get-attentions';
import { ChatWidget } from './chat-widget';
import { panels, panelsByUserType } from './panels';

/** /home: a greeting and the panels of the user's type. The route guard has loaded /api/v1/me. */
export default function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const attentions = useAttentions();
  if (!me.data) return null;
  // The attention panel comes first and its height depends on how many items it gets, which no
  // placeholder can know: the panels below it are mounted (so their queries start now, all in
  // parallel) but not displayed until the items are in. Boxes that appear below are no layout
  // shift; boxes pushed down by the items would be. The items are a small static file, usually
  // the first answer of the page, so this rarely shows the panels later than their data.
  const holdBelowAttention = attentions.isPending;
  const shown = panelsByUserType[me.data.userType].flatMap((name) => {
    const panel = panels[name];
    return panel ? [{ name, ...panel }] : [];
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
          <Grid
            key={name}
            size={{ xs: 12, md }}
            sx={{
              '&:empty': { display: 'none' },
              ...(holdBelowAttention && name !== 'attention' && { display: 'none' }),
            }}
          >
            <Panel me={me.data} />
          </Grid>
        ))}
      </Grid>
      <ChatWidget />
    </Stack>
  );
}
