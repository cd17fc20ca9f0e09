import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { catalogued } from '@tayori/contract';

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
  // A rule the contract gives no message would show zod's own (English) wording: the form says
  // the catalogue's general message instead, as the server's answers do (spec 001 §8).
  const plain = resolve as unknown as Resolver<V, unknown, O>;
  const inCatalogue: Resolver<V, unknown, O> = async (...args) => {
    const result = await plain(...args);
    cataloguedIn(result.errors);
    return result;
  };
  return inCatalogue;
}

/** Every `message` of react-hook-form's (nested) field errors, made a catalogue message. */
function cataloguedIn(errors: unknown): void {
  if (typeof errors !== 'object' || errors === null) return;
  const error = errors as { message?: unknown; ref?: unknown };
  if (typeof error.message === 'string') error.message = catalogued(error.message);
  for (const [key, value] of Object.entries(error)) if (key !== 'ref') cataloguedIn(value);
}
