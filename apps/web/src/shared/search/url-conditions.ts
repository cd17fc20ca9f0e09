import { z } from 'zod';

/** A condition as a form and the URL hold it: the contract's value, or '' for "any". */
export type Blankable<T> = Exclude<T, undefined | null> | '';

/** The query fields a screen puts in its URL: every field of the query but paging. */
export type ConditionKey<S extends z.ZodObject> = Exclude<
  keyof z.output<S> & string,
  'page' | 'limit'
>;

/** The conditions of the chosen fields, without the page (what the search form edits). */
export type ConditionValues<S extends z.ZodObject, K extends ConditionKey<S>> = {
  [P in K]: Blankable<z.output<S>[P]>;
};

/** The conditions with their 1-based page: what the URL holds. */
export type Conditions<S extends z.ZodObject, K extends ConditionKey<S>> = ConditionValues<S, K> & {
  page: number;
};

export interface SearchDefinition<S extends z.ZodObject, K extends ConditionKey<S>> {
  /** The contract's query schema of the search endpoint (with `page` and `limit`). */
  schema: S;
  /** The fields in the URL, in the order they are written there. */
  fields: readonly K[];
  /** Rows a page (spec 000 §9, spec 001 §9: 10). */
  pageSize: number;
  /**
   * Spec 001 §5 (staff search): at least one of these must be given; without one there is no
   * query, and the form says 'いずれかの検索条件を入力してください。'.
   */
  atLeastOne?: readonly K[];
  /**
   * Texts a hand-edited link may carry past their limit: cut to it (in characters, as the rules
   * count) rather than dropped, so the search stays about what was asked.
   */
  maxLengths?: Partial<Record<K, number>>;
}

export interface SearchConditionsOf<S extends z.ZodObject, K extends ConditionKey<S>> {
  definition: SearchDefinition<S, K>;
  /** Every condition blank, page 1. */
  empty: Conditions<S, K>;
  /** The conditions of a query string; what the contract would refuse is left blank. */
  read(params: URLSearchParams): Conditions<S, K>;
  /** The query string of the conditions: blank ones and page 1 are left out. */
  write(conditions: Conditions<S, K>): URLSearchParams;
  /** Whether any of `atLeastOne` (when given) is filled in. */
  hasRequiredCondition(values: ConditionValues<S, K>): boolean;
  /** The API query, or null while the contract (or `atLeastOne`) refuses the conditions. */
  queryOf(conditions: Conditions<S, K>): z.output<S> | null;
  /** The rules of the form's fields: the contract's, picked from the query schema. */
  formSchema: z.ZodType;
}

const isBlank = (v: unknown) => v === '' || v === undefined || v === null;
const cut = (text: string, max: number | undefined) =>
  max === undefined ? text : [...text].slice(0, max).join('');

/**
 * Search conditions held in the URL (so a reload, the back button or a shared link keeps them),
 * derived from the contract's query schema: each field is read with the contract's own rule, and
 * the API query is the schema's parse of what the URL holds, so a limit is never written twice.
 */
export function searchConditions<S extends z.ZodObject, K extends ConditionKey<S>>(
  definition: SearchDefinition<S, K>,
): SearchConditionsOf<S, K> {
  const { schema, fields, pageSize, atLeastOne, maxLengths = {} } = definition;
  const shape = schema.shape as Record<string, z.ZodType>;
  const empty = { page: 1 } as Record<string, unknown>;
  for (const key of fields) empty[key] = '';

  const read = (params: URLSearchParams) => {
    const conditions: Record<string, unknown> = { ...empty };
    for (const key of fields) {
      const raw = cut(params.get(key) ?? '', (maxLengths as Record<string, number>)[key]);
      if (raw === '') continue;
      const parsed = shape[key]!.safeParse(raw);
      if (parsed.success && !isBlank(parsed.data)) conditions[key] = parsed.data;
    }
    const page = shape.page?.safeParse(params.get('page') ?? undefined);
    conditions.page = page?.success ? page.data : 1;
    return conditions as Conditions<S, K>;
  };

  const write = (conditions: Conditions<S, K>) => {
    const params = new URLSearchParams();
    const values = conditions as Record<string, unknown>;
    for (const key of fields) if (!isBlank(values[key])) params.set(key, String(values[key]));
    if (conditions.page > 1) params.set('page', String(conditions.page));
    return params;
  };

  const hasRequiredCondition = (values: ConditionValues<S, K>) =>
    !atLeastOne || atLeastOne.some((key) => !isBlank((values as Record<string, unknown>)[key]));

  const queryOf = (conditions: Conditions<S, K>): z.output<S> | null => {
    if (!hasRequiredCondition(conditions)) return null;
    const query: Record<string, unknown> = { page: conditions.page, limit: pageSize };
    const values = conditions as Record<string, unknown>;
    for (const key of fields) if (!isBlank(values[key])) query[key] = values[key];
    const parsed = schema.safeParse(query);
    return parsed.success ? parsed.data : null;
  };

  // A blank field is "any" to the form as to the URL: a required one then says 必須項目です。
  const formSchema = z.object(
    Object.fromEntries(
      fields.map((key) => [key, z.preprocess((v) => (isBlank(v) ? undefined : v), shape[key]!)]),
    ),
  );
  return {
    definition,
    empty: empty as Conditions<S, K>,
    read,
    write,
    hasRequiredCondition,
    queryOf,
    formSchema,
  };
}
