import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * A person's name as the portal shows it: family name, a space, given name (the Japanese order),
 * the same whether an answer builds it in code or in SQL.
 */

/** The name of a person read with both parts. */
export const personName = (p: { lastName: string; firstName: string }) =>
  `${p.lastName} ${p.firstName}`;

/**
 * The same in SQL, of `users` or an alias of it; `T` is `string | null` where the row may be
 * missing (a left join to who registered an account, say).
 */
export const personNameSql = <T extends string | null = string>(u: {
  lastName: AnyColumn;
  firstName: AnyColumn;
}): SQL<NoInfer<T>> => sql<T>`${u.lastName} || ' ' || ${u.firstName}`;
