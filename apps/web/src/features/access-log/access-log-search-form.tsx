import { DateInput } from '../../shared/forms/fields/date-input';
import { choice } from '../../shared/forms/fields/field-list';
import { useTranslation } from '../../shared/i18n';
import { ConditionsForm } from '../../shared/search/conditions-form';

import type { AccessLogFormSearch } from './search-params';

/** The 「操作ログ」's conditions: student, staff, the period (Tokyo days) and the kind. */
export function AccessLogSearchForm({ search }: { search: AccessLogFormSearch }) {
  const { t } = useTranslation();
  return (
    <ConditionsForm
      search={search}
      fields={(control) => [
        { kind: 'text', name: 'student', label: t('access_log_student') },
        { kind: 'text', name: 'staff', label: t('access_log_staff') },
        {
          kind: 'element',
          key: 'from',
          element: <DateInput control={control} name="from" label={t('access_log_from')} />,
        },
        {
          kind: 'element',
          key: 'to',
          element: <DateInput control={control} name="to" label={t('access_log_to')} />,
        },
        choice('kind', t('access_log_kind'), [
          { value: 'read', label: t('access_log_kind_read') },
          { value: 'write', label: t('access_log_kind_write') },
        ]),
      ]}
    />
  );
}
