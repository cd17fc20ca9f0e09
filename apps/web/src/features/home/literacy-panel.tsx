import { useTranslation } from '../../shared/i18n';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LiteracyResult } from '@tayori/contract';
import type { MessageKey } from '../../shared/i18n/ja';
import { NO_VALUE } from '../../shared/format/rate';
import { useLiteracy } from './api/get-literacy';
import { PanelCard, PanelStates } from './panel-card';

const resultLabels: Record<Exclude<LiteracyResult, 'ERROR'>, MessageKey> = {
  PASSED: 'home_literacy_passed',
  FAILURE: 'home_literacy_failure',
  UNTESTED: 'home_literacy_untested',
};

/** Spec 000 §2: the IT/DX literacy test result; dashes when the result is ERROR. */
export function LiteracyPanel() {
  const { t } = useTranslation();
  const literacy = useLiteracy();

  return (
    <PanelCard title={t('home_literacy_title')}>
      <PanelStates
        query={literacy}
        skeleton={
          // One h6 line, as the result below: the panel keeps its height when the result arrives.
          <Typography variant="h6" component="div" aria-hidden>
            <Skeleton width={120} />
          </Typography>
        }
        failed={t('home_literacy_failed')}
      >
        {({ result }) => (
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700, color: result === 'PASSED' ? 'success.main' : 'text.primary' }}
          >
            {result === undefined || result === 'ERROR' ? NO_VALUE : t(resultLabels[result])}
          </Typography>
        )}
      </PanelStates>
    </PanelCard>
  );
}
