import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { School } from '@tayori/contract';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { idParamOf } from '../../../shared/navigation/id-param';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useGroup } from '../api/get-group';
import { GroupEditor } from './group-editor';

/**
 * Routes NoticeGroupDetail (/notice-group-detail/{id}) and NoticeGroupRegistration
 * (/notice-group-registration), one screen (spec 001 §2): with an id it edits (or, for a viewer,
 * shows) that group; a group out of reach, or a school list that cannot load, is the Error route.
 */
export default function NoticeGroupDetailPage() {
  const { t } = useTranslation();
  const raw = useParams().id;
  const id = idParamOf(raw);
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const group = useGroup(id);

  if (raw !== undefined && id === null) return <ErrorRedirect message={t('not_found')} />;
  if (group.error) return <ErrorRedirect error={group.error} />;
  if (schools.error) return <ErrorRedirect error={schools.error} />;
  if (!schools.data || (id !== null && !group.data)) return <LoadingOverlay />;

  const detail = group.data;
  // The group's own school is always among the choices, whatever the role's list holds.
  const options: School[] =
    detail && !schools.data.some((s) => s.extendedSchoolCode === detail.extendedSchoolCode)
      ? [
          ...schools.data,
          {
            extendedSchoolCode: detail.extendedSchoolCode,
            schoolName: detail.schoolName,
            areaCode: '',
          },
        ]
      : schools.data;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t(detail ? 'notice_group_detail_title' : 'notice_group_registration_title')}
      </Typography>
      <GroupEditor key={detail?.groupId ?? 'new'} group={detail} schools={options} />
    </Stack>
  );
}
