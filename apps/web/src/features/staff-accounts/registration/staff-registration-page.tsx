import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { typedText, userStatusTypes, type StaffRegistrationFields } from '@tayori/contract';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { TextInput } from '../../../shared/forms/fields/text-input';
import { useSubmitFlow } from '../../../shared/forms/use-submit-flow';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { paths } from '../../../shared/navigation/paths';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { createStaff, staffKeys, useStaffFilter } from '../api/staff-api';
import { AccountFieldGrid } from '../../../accounts/account-field-grid';
import { SaveForm } from '../../../shared/forms/save-form';
import { StaffAccountFields } from '../form/staff-account-fields';
import {
  createBodyOf,
  emptyStaffForm,
  staffCreateFormSchema,
  type StaffFormValues,
} from '../form/staff-form-values';

/** Spec 001 §4: a new account is never registered as deleted. */
const registrationStatuses = userStatusTypes.filter((s) => s !== 'DELETE');

/**
 * Route StaffAccountRegistration (/staff-account-registration, spec 001 §2 "Staff registration",
 * §5, §7): a staff, other or tutor account; the sign-in ID is the account part and a listed domain.
 * Saved → StaffAccountSearch, having said that the account signs in once an administrator issues a
 * temporary password from its detail.
 */
export default function StaffRegistrationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const filter = useStaffFilter();
  const form = useForm<StaffFormValues, unknown, StaffRegistrationFields>({
    resolver: contractResolver<StaffFormValues, StaffRegistrationFields>(staffCreateFormSchema),
    defaultValues: emptyStaffForm,
  });
  const { busy, submit } = useSubmitFlow(form);
  const save = submit(
    (fields) => ({
      send: async () => {
        await createStaff(createBodyOf(fields, filter.data?.domainList ?? []));
        await queryClient.invalidateQueries({ queryKey: staffKeys.all, refetchType: 'none' });
      },
      success: t('staff_saved_needs_password'),
      then: paths.StaffAccountSearch,
      // The server names the address it was sent; the form shows it as the account part.
      fieldNames: { emailAddress: 'accountPart' },
    }),
    {
      lastNameKana: typedText.kana,
      firstNameKana: typedText.kana,
      accountPart: typedText.accountPart,
    },
  );
  const failure = filter.error ?? schools.error;
  if (failure) return <ErrorRedirect error={failure} />;
  if (!filter.data || !schools.data) return <LoadingOverlay />;
  const domains = filter.data.domainList.map((d) => ({
    value: d.domainId,
    label: `@${d.domainName}`,
  }));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={paths.StaffAccountSearch} startIcon={<ArrowBackIcon />}>
          {t('staff_back_to_search')}
        </Button>
        <Typography component="h1" variant="h5">
          {t('staff_registration_title')}
        </Typography>
      </Stack>
      <SaveForm busy={busy} onSubmit={save} spacing={3} submitLabel={t('account_save')}>
        <AccountFieldGrid>
          <TextInput
            control={form.control}
            name="accountPart"
            label={t('staff_account_part')}
            required
            autoComplete="off"
            normalise={typedText.accountPart}
          />
          <SelectInput
            control={form.control}
            name="domainId"
            label={t('staff_domain')}
            options={domains}
            required
            fullWidth
          />
          <StaffAccountFields
            form={form}
            filter={filter.data}
            schools={schools.data}
            statuses={registrationStatuses}
          />
        </AccountFieldGrid>
      </SaveForm>
    </Stack>
  );
}
