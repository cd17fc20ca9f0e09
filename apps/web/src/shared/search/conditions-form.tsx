import type { Control, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FieldList, type ListedField } from '../forms/fields/field-list';
import { MoreConditions } from './more-conditions';
import { SearchForm, type SearchFormProps } from './search-form';
import type { ConditionKey, ConditionValues } from './url-conditions';

type FieldRun<V extends FieldValues> = readonly (ListedField<V> | false)[];

/** A run of conditions, or one made with the form's control (for an element field bound to it). */
type ConditionFields<V extends FieldValues> = FieldRun<V> | ((control: Control<V>) => FieldRun<V>);

const fieldsOf = <V extends FieldValues>(fields: ConditionFields<V>, control: Control<V>) =>
  typeof fields === 'function' ? fields(control) : fields;

export interface ConditionsFormProps<S extends z.ZodObject, K extends ConditionKey<S>> extends Omit<
  SearchFormProps<S, K>,
  'children'
> {
  /** The conditions always in view, each clearable. */
  // NoInfer: the search alone says S and K, so the fields' literals are read against them.
  fields: NoInfer<ConditionFields<ConditionValues<S, K>>>;
  /** The rarely used conditions, folded behind MoreConditions; `names` are the fields it watches. */
  folded?: NoInfer<{
    names: readonly Path<ConditionValues<S, K>>[];
    fields: ConditionFields<ConditionValues<S, K>>;
  }>;
}

/**
 * A search's conditions described as data: SearchForm around a FieldList of clearable fields,
 * and the folded ones behind MoreConditions, so each search screen only says which it shows.
 */
export function ConditionsForm<S extends z.ZodObject, K extends ConditionKey<S>>({
  fields,
  folded,
  ...form
}: ConditionsFormProps<S, K>) {
  return (
    <SearchForm {...form}>
      {(control) => (
        <>
          <FieldList control={control} clearable fields={fieldsOf(fields, control)} />
          {folded && (
            <MoreConditions control={control} names={folded.names}>
              <FieldList control={control} clearable fields={fieldsOf(folded.fields, control)} />
            </MoreConditions>
          )}
        </>
      )}
    </SearchForm>
  );
}
