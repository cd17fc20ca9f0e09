import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../shared/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { failureMessage } from '../../shared/api/error-messages';
import { isApiFailure } from '../../shared/api/api-failure';
import { useAuthConfig } from '../../shared/auth/auth-config';
import { paths, type ErrorRouteState } from '../../shared/navigation/paths';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useSnackbar } from '../../shared/ui/snackbar';
import { showAllNormalised } from '../../shared/forms/typed-text';
import { useCheckIdentity } from './api/check-identity';
import {
  emptyIdentificationForm,
  identificationFormFor,
  identificationTypedFields,
  type IdentificationForm,
  type IdentificationResultState,
} from './identification-form';
import { IdentificationFields } from './identification-fields';
import { IdentificationCard } from './identification-card';

const schema = identificationFormFor();

/**
 * /identification: the student identity check (spec 000 §2, §5). The contract's rules validate
 * on the client; a match goes to the success page, a miss or any failed call to the failure page.
 * A portal signing in with the school's own provider issues no password here: the page says where
 * sign-in details come from instead of asking for the student's.
 */
export default function IdentificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const check = useCheckIdentity();
  const issuesPasswords = useAuthConfig()?.identityCheck !== false;
  const form = useForm<IdentificationForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyIdentificationForm,
  });

  const goToError = useCallback(
    (error: unknown) =>
      void navigate(paths.Error, {
        replace: true,
        state: { message: failureMessage(error) } satisfies ErrorRouteState,
      }),
    [navigate],
  );

  const submit = form.handleSubmit(
    async (values) => {
      let state: IdentificationResultState = { fromIdentification: true };
      let to: string = paths.FailureAuthentication;
      try {
        if (await check.mutateAsync(values)) to = paths.SuccessAuthentication;
      } catch (error) {
        // A failed call (429 over the attempt limit, a server error…) is a failure too; the
        // failure page shows the catalogue's message for it (429: the server's own text).
        state = { fromIdentification: true, message: failureMessage(error) };
        if (!isApiFailure(error)) console.error(error);
      }
      await navigate(to, { state, replace: true });
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );

  return (
    <IdentificationCard
      id="identification-title"
      title={t('identification_title')}
      overlay={<LoadingOverlay open={check.isPending} />}
    >
      {!issuesPasswords ? (
        <Alert severity="info" role="status">
          {t('identity_check_external_provider')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('identification_lead')}
          </Typography>
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            aria-labelledby="identification-title"
            onSubmit={(e) => {
              showAllNormalised(form, identificationTypedFields);
              void submit(e);
            }}
          >
            <IdentificationFields form={form} onListFailed={goToError} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={check.isPending}
            >
              {t('identification_submit')}
            </Button>
          </Stack>
        </>
      )}
    </IdentificationCard>
  );
}
