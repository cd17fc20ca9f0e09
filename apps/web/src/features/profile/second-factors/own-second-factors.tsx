import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { manageSecondFactors } from '@tayori/contract';
import { SecondFactorTable } from '../../../accounts/second-factor-table';
import { callApi } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { TitledSection } from '../../../shared/ui/titled-section';

/**
 * One's own second factors on the profile (docs/decisions/second-factors.md): what is set up, and
 * a button to the bundled IdP's page that manages them. That page is reached through a fresh
 * sign-in (`prompt=login`): the password and the factor the account has are asked again before
 * anything can be added or removed, and the IdP comes back here. Hidden with an external issuer.
 */
export function OwnSecondFactors() {
  const { t } = useTranslation();
  const auth = useAuth();
  const query = useQuery({
    queryKey: ['profile', 'second-factors'],
    queryFn: ({ signal }) => callApi('profileSecondFactors', { signal }),
    staleTime: 0,
  });
  const data = query.data;
  if (!data?.abilities.manage) return null;
  const enrolled = data.factors.some((f) => f.kind !== 'RECOVERY_CODES');
  const manage = () =>
    auth.signinRedirect({
      prompt: 'login',
      extraQueryParams: { [manageSecondFactors.param]: manageSecondFactors.value },
      state: { path: paths.Profile },
    });
  return (
    <TitledSection
      id="own-second-factors"
      title={t('second_factor_title')}
      lead={t(data.required ? 'profile_factors_lead_required' : 'profile_factors_lead')}
      spacing={1.5}
    >
      {enrolled ? (
        <SecondFactorTable factors={data.factors} />
      ) : (
        <Typography variant="body2">{t('second_factor_none')}</Typography>
      )}
      <Button
        variant="outlined"
        onClick={() => void manage()}
        disabled={auth.isLoading}
        aria-describedby="own-second-factors-hint"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(enrolled ? 'profile_factors_manage' : 'profile_factors_set_up')}
      </Button>
      <Typography id="own-second-factors-hint" variant="caption" color="text.secondary">
        {t('profile_factors_manage_hint')}
      </Typography>
    </TitledSection>
  );
}
