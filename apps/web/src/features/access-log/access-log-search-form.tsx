import { DateInput } from '../../shared/forms/fields/date-input';
import { choice, FieldList } from '../../shared/forms/fields/field-list';
import { useTranslation } from '../../shared/i18n';
import { SearchForm } from '../../shared/search/search-form';

import type { AccessLogFormSearch } from './search-params';

/** The 「操作ログ」's conditions: student, staff, the period (Tokyo days) and the kind. */
export function AccessLogSearchForm({ search }: { search: AccessLogFormSearch }) {
  const { t } = useTranslation();
  return (
    <SearchForm search={search}>
      {(control) => (
        <FieldList
          control={control}
          clearable
          fields={[
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
      )}
    </SearchForm>
  );
}
