import { Fragment, useDeferredValue, type ReactElement, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { SearchCsv, type SearchCsvProps } from '../shared/search/search-csv';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { SearchPage } from '../shared/search/search-page';
import type { ConditionKey, SearchConditionsOf } from '../shared/search/url-conditions';
import {
  useSearchScreen,
  type SearchOptionsOf,
  type SearchScreen,
} from '../shared/search/use-search-screen';
import type { UrlSearch } from '../shared/search/use-url-search';

/** What every account search answers beside its rows: whether its CSV is the caller's (§6). */
interface AccountSearchAnswer {
  abilities: { exportCsv: boolean };
}

type CsvQueryOf<S extends z.ZodObject, K extends ConditionKey<S>, R> = NonNullable<
  SearchScreen<S, K, R>['csvQuery']
>;

/**
 * The student, staff and tutor searches' screen (spec 001 §2, §6, §7): the URL's conditions and
 * their answer (useSearchScreen), the title under the overlay until the form's lists are here, the
 * CSV when the answer allows it, the form started over by each search, the rows once there is an
 * answer.
 */
export function AccountSearchPage<
  S extends z.ZodObject,
  K extends ConditionKey<S>,
  R extends AccountSearchAnswer,
  Key extends QueryKey,
  L extends Record<string, unknown>,
>({
  title,
  conditions,
  optionsOf,
  lists,
  totalOf,
  csv,
  actions,
  form,
  idle,
  results,
}: {
  title: string;
  conditions: SearchConditionsOf<S, K>;
  optionsOf: SearchOptionsOf<z.output<S>, R, Key>;
  /** The selection lists the form needs (useSchoolLists). */
  lists: { ready: L } | { waiting: ReactElement };
  /** The answer's hit count. */
  totalOf(answer: R): number;
  csv: Omit<SearchCsvProps<CsvQueryOf<S, K, R>>, 'screen' | 'hits'>;
  /** Buttons after the CSV's (register). */
  actions?: ReactNode;
  form(search: UrlSearch<S, K>, lists: L): ReactNode;
  idle?: ReactNode;
  results(answer: R): ReactNode;
}) {
  const screen = useSearchScreen(conditions, optionsOf);
  const { search } = screen;
  // The form once its lists are in, and an answer's rows, are drawn in renders React can interrupt
  // and spread over frames (the query library's updates are synchronous): on a 4× slower CPU the
  // form alone was one task of some 600 ms.
  const data = useDeferredValue(screen.data);
  const listsReady = useDeferredValue('ready' in lists, false);
  const frame = {
    title,
    actions: (
      <>
        <SearchCsv
          screen={screen}
          hits={data?.abilities.exportCsv ? totalOf(data) : undefined}
          {...csv}
        />
        {actions}
      </>
    ),
  };
  // The title is drawn at once, the overlay over it: on a phone it is the screen's first text.
  if (!listsReady || 'waiting' in lists)
    return (
      <SearchPage
        {...frame}
        form={'waiting' in lists ? lists.waiting : <LoadingOverlay />}
        total={undefined}
        loading={false}
        fetching={false}
      >
        {null}
      </SearchPage>
    );
  return (
    <SearchPage
      {...frame}
      form={<Fragment key={search.formKey}>{form(search, lists.ready)}</Fragment>}
      total={data && totalOf(data)}
      {...screen.frame}
      idle={idle}
    >
      {data && results(data)}
    </SearchPage>
  );
}
