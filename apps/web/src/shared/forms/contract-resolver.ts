import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export interface ContractResolverOptions {
  /**
   * Hand the form's own values to the submit handler instead of the schema's output: a search
   * form writes what was typed into the URL, and the URL is parsed with the same rules.
   */
  raw?: boolean;
}

/**
 * A contract schema as a form's resolver: the rules (limits, formats, messages) the server checks
 * are the form's, written once in packages/contract. `V` is what the fields hold and `O` what a
 * valid submit hands on (the schema's output unless `raw`).
 */
export function contractResolver<V extends FieldValues, O = V>(
  schema: z.ZodType,
  options: ContractResolverOptions = {},
): Resolver<V, unknown, O> {
  // zodResolver ties the form's values to the schema's input type, and the contract's query and
  // typed-text schemas take `unknown` (preprocess): the form's types are stated here instead.
  const typed = schema as z.ZodType<O, FieldValues>;
  const resolve = options.raw
    ? zodResolver(typed, undefined, { raw: true })
    : zodResolver(typed, undefined, { raw: false });
  return resolve as unknown as Resolver<V, unknown, O>;
}
