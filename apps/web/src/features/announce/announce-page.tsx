import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AnnounceDestinations } from '@tayori/contract';
import { useSchoolOptions } from '../../shared/api/school-options';
import { useMe } from '../../shared/auth/use-me';
import { useTranslation } from '../../shared/i18n';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useSnackbar } from '../../shared/ui/snackbar';
import { authorQuery, fromsQuery, useAuthor } from './api/announce-api';
import { mergeDestinations, noDestinations } from './destinations';
import { RegistrationTab, type MailDraft } from './registration-tab';

/**
 * The registration tab is the one a first load shows. The other two are mounted hidden once it is
 * drawn and the schools they choose among are in; their code (trees, lists, the mail viewer:
 * 15 kB gzip of a first load of 184) is asked for then. Mounted from then on, they keep what is
 * typed in them.
 */
const SearchTab = lazy(() => import('./search-tab').then((m) => ({ default: m.SearchTab })));
const SentTab = lazy(() => import('./sent-tab').then((m) => ({ default: m.SentTab })));

const TABS = ['registration', 'search', 'sent'] as const;
type TabName = (typeof TABS)[number];

/**
 * A first load draws the registration tab in its first frame (app/route-description.ts
 * `PageModule`) with the author and the senders, both asked for by the entry (app/admin-routes.ts
 * `earlyGets`). The saved destination lists fill their selector after it (its size does not
 * change), and the schools are the other tabs': over HTTP/1.1 a phone asks six things at a time,
 * and two more calls beside the screen's chunks were a round of requests more (Lighthouse 89 → 90).
 */
export const prefetchFirstFrame = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(authorQuery), client.prefetchQuery(fromsQuery)]);

/**
 * Route Announce (/announce), spec 001 §2: three tabs. The destinations and their selection are
 * the page's, so the search tab can set or add to them and the sent tab can copy a mail into the
 * registration tab; every tab stays mounted (hidden) and keeps what was typed.
 */
export default function AnnouncePage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const author = useAuthor();
  const [tab, setTab] = useState<TabName>('registration');
  const [destinations, setDestinations] = useState<AnnounceDestinations>(noDestinations);
  const [ticked, setTicked] = useState<string[]>([]);
  const [draft, setDraft] = useState<MailDraft | null>(null);
  // False in the first render, true in a second one React starts once the first is painted.
  const drawn = useDeferredValue(true, false);

  if (author.error) return <ErrorRedirect error={author.error} />;
  if (schools.error) return <ErrorRedirect error={schools.error} />;
  if (!author.data) return <LoadingOverlay />;

  const chosen = (picked: AnnounceDestinations, mode: 'set' | 'add') => {
    const ids = idsOf(picked);
    if (mode === 'set') {
      setDestinations(picked);
      setTicked(ids);
      snackbar.show(t('announce_destinations_set', { count: ids.length }), 'success');
    } else {
      setDestinations(mergeDestinations(destinations, picked));
      const merged = [...new Set([...ticked, ...ids])];
      setTicked(merged);
      snackbar.show(
        t('announce_destinations_added', { count: merged.length - ticked.length }),
        'success',
      );
    }
    setTab('registration');
  };
  const copy = (subject: string, body: string) => {
    setDraft({ subject, body, nonce: Date.now() });
    snackbar.show(t('announce_copied'), 'success');
    setTab('registration');
  };
  const waiting = <LinearProgress aria-label={t('loading')} />;
  const panel = (name: TabName, children: ReactNode) => (
    <Box
      role="tabpanel"
      id={`announce-panel-${name}`}
      aria-labelledby={`announce-tab-${name}`}
      hidden={tab !== name}
      sx={{ pt: 2 }}
    >
      <Suspense fallback={waiting}>{children}</Suspense>
    </Box>
  );
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('announce_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {/* The three tabs share the width and none is cut (a phone showed 「送」 of the third). */}
        <Tabs
          value={tab}
          onChange={(_, v: TabName) => setTab(v)}
          variant="fullWidth"
          aria-label={t('announce_title')}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`announce_tab_${name}`)}
              id={`announce-tab-${name}`}
              aria-controls={`announce-panel-${name}`}
              sx={{
                minWidth: 0,
                px: { xs: 0.5, sm: 2 },
                fontSize: { xs: '0.8125rem', sm: undefined },
              }}
            />
          ))}
        </Tabs>
        {panel(
          'registration',
          <RegistrationTab
            author={author.data}
            destinations={destinations}
            ticked={ticked}
            onTickedChange={setTicked}
            onDestinationsChange={(d, ids) => {
              setDestinations(d);
              setTicked(ids);
            }}
            draft={draft}
            drawn={drawn}
          />,
        )}
        {panel(
          'search',
          schools.data && drawn ? <SearchTab schools={schools.data} onChosen={chosen} /> : waiting,
        )}
        {panel(
          'sent',
          schools.data && drawn ? <SentTab schools={schools.data} onCopy={copy} /> : waiting,
        )}
      </Paper>
    </Stack>
  );
}

/** Every user of an answer (students, careful students, staff). */
function idsOf(d: AnnounceDestinations): string[] {
  const students = [...d.announceUserResult, ...d.announceCarefulStudentResult].flatMap((y) =>
    y.departments.flatMap((dep) => dep.courses.flatMap((c) => c.students.map((s) => s.id))),
  );
  return [...students, ...d.announceStaffResult.map((s) => s.id)];
}
