import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import type { z } from 'zod';
import { contractResolver } from '../forms/contract-resolver';
import { useFieldDisabled } from '../forms/form-busy';
import { showAllNormalised, type TypedFields } from '../forms/typed-text';
import { useTranslation } from '../i18n';
import { useSnackbar } from '../ui/snackbar';
import type { ConditionKey, ConditionValues } from './url-conditions';
import type { UrlSearch } from './use-url-search';

/** A child of the search form that takes a whole row (MoreConditions' button). */
export const SEARCH_ROW = 'search-row';

/** How each condition field shares a row: all of it on a phone, 220 px or more above. */
export const conditionFlex = { flex: { xs: '1 1 100%', sm: '1 1 220px' } } as const;

/** What a conditions form takes from useUrlSearch: the conditions to start from, the rules and what 検索 does. */
export type FormSearch<S extends z.ZodObject, K extends ConditionKey<S>> = Pick<
  UrlSearch<S, K>,
  'of' | 'conditions' | 'search'
>;

export interface SearchFormProps<S extends z.ZodObject, K extends ConditionKey<S>> {
  search: FormSearch<S, K>;
  /** The fields, bound to the form's control (shared/forms/fields). */
  children: (control: Control<ConditionValues<S, K>>) => ReactNode;
  /** Typed fields (kana…) shown normalised before the rules run (shared/forms/typed-text). */
  typed?: TypedFields<ConditionValues<S, K>>;
}

/**
 * The conditions of a search screen: its fields with the contract's rules, and 検索, which runs
 * the search from page 1. A rule broken shows validation_incorrect; a search that needs one
 * condition (spec 001 §5) and has none says 'いずれかの検索条件を入力してください。'.
 * Remount it (key = the search's formKey) when the URL's conditions change.
 */
export function SearchForm<S extends z.ZodObject, K extends ConditionKey<S>>({
  search,
  children,
  typed,
}: SearchFormProps<S, K>) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const busy = useFieldDisabled();
  const { page: _page, ...initial } = search.conditions;
  const form = useForm<ConditionValues<S, K>>({
    defaultValues: initial as DefaultValues<ConditionValues<S, K>>,
    resolver: contractResolver<ConditionValues<S, K>>(search.of.formSchema, { raw: true }),
  });
  const submit = form.handleSubmit(
    (values) => {
      if (!search.of.hasRequiredCondition(values)) {
        snackbar.show(t('search_condition_required'), 'error');
        return;
      }
      search.search(values);
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );
  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('search_conditions')}
      noValidate
      onSubmit={(e) => {
        if (busy) return e.preventDefault();
        if (typed) showAllNormalised(form, typed);
        void submit(e);
      }}
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        [`& > :not(.search-submit):not(.${SEARCH_ROW})`]: conditionFlex,
        // A picker's flex item is the Autocomplete around its text field: the field fills it, as
        // a text condition fills its own (else the school showed as 「札…」 in a 220 px slot).
        '& .MuiAutocomplete-root > .MuiFormControl-root': { width: '100%' },
      }}
    >
      {children(form.control)}
      <Button
        type="submit"
        className="search-submit"
        variant="contained"
        disabled={busy}
        startIcon={<SearchIcon />}
        sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' }, px: 4 }}
      >
        {t('search_button')}
      </Button>
    </Paper>
  );
}
