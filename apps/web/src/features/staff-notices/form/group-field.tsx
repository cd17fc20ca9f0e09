import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import type { NoticeDestination } from '@tayori/contract';
import { AutocompleteInput } from '../../../shared/forms/fields/autocomplete-input';
import type { NoticeControl } from './notice-rules';

/**
 * The group of a new notice, chosen from GET /api/v1/schools/destinations. For staff who reach
 * several schools the list is grouped under school headers and the chosen value names its school
 * too (「3年生（17名）— 札幌中央高等学院」), since group names repeat from school to school.
 */
export function GroupField({
  control,
  destinations,
  disabled,
}: {
  control: NoticeControl;
  destinations: readonly NoticeDestination[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const chosenId = useWatch({ control, name: 'noticeGroupId' });
  const chosen = destinations.find((d) => d.noticeGroupId === chosenId);
  const severalSchools = new Set(destinations.map((d) => d.extendedSchoolCode)).size > 1;
  // Under its school's header an option needs no school name; the chosen value does.
  const optionLabel = (d: NoticeDestination) =>
    t('notice_group_option', { group: d.noticeGroupName, count: d.memberCount });
  const valueLabel = (d: NoticeDestination) =>
    t('notice_group_value', {
      group: d.noticeGroupName,
      count: d.memberCount,
      school: d.schoolName,
    });
  const careful = chosen !== undefined && chosen.carefulCount > 0;
  return (
    <AutocompleteInput
      control={control}
      name="noticeGroupId"
      label={t('notice_field_group')}
      required
      disabled={disabled}
      options={destinations}
      valueOf={(d) => d.noticeGroupId}
      labelOf={severalSchools ? valueLabel : optionLabel}
      optionLabel={optionLabel}
      groupBy={severalSchools ? (d) => d.schoolName : undefined}
      noOptionsText={t('notice_group_none')}
      emptyValue={null}
      helperText={
        careful ? t('notice_group_careful_help', { count: chosen.carefulCount }) : undefined
      }
      warning={careful}
    />
  );
}
