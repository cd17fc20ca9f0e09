import { useQuery, useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { StaffSecondFactors } from '@tayori/contract';
import { SecondFactorTable } from '../../../accounts/second-factor-table';
import { callApi } from '../../../shared/api/client';
import { ConfirmedActionButton } from '../../../shared/forms/confirmed-action-button';
import { useTranslation } from '../../../shared/i18n';
import { staffKeys } from '../api/staff-api';
import { TitledSection } from '../../../shared/ui/titled-section';

const factorsKey = (uid: string) => [...staffKeys.detail(uid), 'second-factors'] as const;

/**
 * The staff detail's second factors (docs/decisions/second-factors.md): each factor with when it
 * was added and last used; a system administrator resets another's (after a confirmation: they
 * must enrol again, their sessions end, they are told by mail). Hidden with an external issuer.
 */
export function SecondFactorSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: factorsKey(uid),
    queryFn: ({ signal }) => callApi('staffSecondFactors', { params: { id: uid }, signal }),
  });
  const data = query.data;
  if (!data?.managed) return null;
  return (
    <TitledSection id="second-factors" title={t('second_factor_title')} outlined spacing={2}>
      {data.factors.length === 0 ? (
        <Typography variant="body2">
          {t(data.required ? 'second_factor_none_required' : 'second_factor_none')}
        </Typography>
      ) : (
        <SecondFactorTable factors={data.factors} />
      )}
      {data.abilities.reset && (
        <ConfirmedActionButton
          label={t('second_factor_reset')}
          color="error"
          confirm={{
            message: t('second_factor_reset_confirm'),
            confirmLabel: t('second_factor_reset'),
          }}
          send={() => callApi('staffSecondFactorsReset', { params: { id: uid } })}
          success={t('second_factor_reset_done')}
          onSuccess={(answer: StaffSecondFactors) => client.setQueryData(factorsKey(uid), answer)}
        />
      )}
    </TitledSection>
  );
}
