import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read from zod 4 schemas (`schema._zod.def`): `validArbitrary` builds values
 * the schema should accept (so one bad field at a time is tested), `arbitraryBadInput` builds values
 * it should refuse or that are hostile even when accepted (control characters, SQL meta, traversal…).
 */

type AnySchema = z.ZodType | z.core.$ZodType;
interface Def {
  type: string;
  [k: string]: unknown;
}
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (s: AnySchema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (s: AnySchema): CheckDef[] =>
  ((defOf(s).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** Strips wrappers that do not change what is on the wire. */
export function unwrap(s: AnySchema): AnySchema {
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(d.innerType as AnySchema);
    case 'pipe':
      return unwrap(d.in as AnySchema);
    case 'lazy':
      return unwrap((d.getter as () => AnySchema)());
    default:
      return s;
  }
}

export function isOptional(s: AnySchema): boolean {
  const t = defOf(s).type;
  if (t === 'optional' || t === 'default' || t === 'prefault') return true;
  if (t === 'nullable' || t === 'readonly' || t === 'catch')
    return isOptional(defOf(s).innerType as AnySchema);
  if (t === 'pipe') return isOptional(defOf(s).in as AnySchema);
  return false;
}

export function stringLimits(s: AnySchema): {
  min: number;
  max?: number;
  pattern?: RegExp;
  format?: string;
} {
  const d = defOf(s);
  let min = 0;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  let format = typeof d.format === 'string' ? d.format : undefined;
  if (d.pattern instanceof RegExp) pattern = d.pattern;
  for (const c of checksOf(s)) {
    if (c.check === 'max_length' && c.maximum !== undefined)
      max = Math.min(max ?? Infinity, c.maximum);
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'length_equals' && c.length !== undefined) {
      min = c.length;
      max = c.length;
    }
    if (c.check === 'string_format') {
      format ??= c.format;
      if (c.pattern instanceof RegExp) pattern ??= c.pattern;
    }
  }
  return { min, max, pattern, format };
}

function numberLimits(s: AnySchema): { min?: number; max?: number; int: boolean } {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  for (const c of checksOf(s)) {
    if (c.check === 'number_format' && c.format && /int/.test(c.format)) int = true;
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  return { min, max, int };
}

// ---------------------------------------------------------------------------------------------
// Hostile values

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\u202egnp.exe',
  '\u200b',
  '\ufeff',
  '\r\nSet-Cookie: x=1',
  '\t\n\u000b\u000c\r',
  '\u001b[31m',
  '０９０１２３４５６７８',
  '１２３４５６７８',
  '２００８０４０２',
  '😀',
  '👨‍👩‍👧‍👦🇯🇵',
  '𠮷野家',
  '\ud800',
  "' OR 1=1--",
  "'; DROP TABLE users;--",
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '-1',
  '-0',
  '0x10',
  '1e308',
  '9007199254740993',
  ' 1',
  '1 ',
  'x'.repeat(10_000),
];

/** The hostile classes of input an attacker tries first, given extra weight. */
export const NAMED_HOSTILE: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u202e',
  '０９０１２３４５６７８',
  '😀',
  '\ud800',
  "' OR 1=1--",
  '../../etc/passwd',
  '%2e%2e%2f',
  '__proto__',
  'NaN',
  '1e308',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const pollution = (): Record<string, unknown> =>
  JSON.parse(
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  ) as Record<string, unknown>;

/** Values of the wrong type for almost any field. */
export const wrongTypeArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, 'NaN', '1e308'),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constant(null).map(pollution),
);

const hostileStringArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\u202e', '０', '９', '😀', 'ｱ', 'a'),
      maxLength: 30,
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// Valid values

export function validArbitrary(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
      return fc.option(validArbitrary(d.innerType as AnySchema, depth), { nil: undefined });
    case 'nullable':
      return fc.option(validArbitrary(d.innerType as AnySchema, depth), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(d.innerType as AnySchema, depth), { nil: undefined });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary(d.innerType as AnySchema, depth);
    case 'pipe':
      return validArbitrary(d.in as AnySchema, depth);
    case 'lazy':
      return depth > 3
        ? fc.constant(undefined)
        : validArbitrary((d.getter as () => AnySchema)(), depth + 1);
    case 'string':
      return validString(schema);
    case 'number': {
      const { min, max, int } = numberLimits(schema);
      if (int) return fc.integer({ min: min ?? 0, max: max ?? 1_000_000 });
      return fc.double({
        min: min ?? 0,
        max: max ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    }
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1_000_000n });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'union': {
      const options = d.options as AnySchema[];
      return fc.oneof(...options.map((o) => validArbitrary(o, depth + 1)));
    }
    case 'array': {
      const min = checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0;
      return fc.array(validArbitrary(d.element as AnySchema, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, 3),
      });
    }
    case 'object': {
      const shape = d.shape as Record<string, AnySchema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(shape)) model[k] = validArbitrary(v, depth + 1);
      const requiredKeys = Object.entries(shape)
        .filter(([, v]) => !isOptional(v))
        .map(([k]) => k);
      return fc.record(model, { requiredKeys }).map(dropUndefined);
    }
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 5 }),
        validArbitrary(d.valueType as AnySchema, depth + 1),
        {
          maxKeys: 3,
        },
      );
    case 'date':
      return fc.date({
        noInvalidDate: true,
        min: new Date('1990-01-01'),
        max: new Date('2090-01-01'),
      });
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function validString(schema: AnySchema): fc.Arbitrary<string> {
  const { min, max, pattern, format } = stringLimits(schema);
  const fits = (v: string) => (schema as z.ZodType).safeParse(v).success;
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'email') return fc.emailAddress().filter(fits);
  if (pattern) {
    return fc
      .stringMatching(pattern)
      .filter((v) => v.length >= min && (max === undefined || v.length <= max));
  }
  return fc.string({ minLength: min, maxLength: Math.min(max ?? 20, Math.max(min, 20)) });
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

// ---------------------------------------------------------------------------------------------
// Bad values

/** A value a field of this schema should refuse, or a hostile one it may accept. */
export function badValueArbitrary(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const inner = unwrap(schema);
  const d = defOf(inner);
  const specific: fc.Arbitrary<unknown>[] = [];
  switch (d.type) {
    case 'string': {
      const { min, max } = stringLimits(inner);
      const lengths = [10_000, 1_000_000 / 4];
      if (max !== undefined) lengths.push(max + 1, max * 2);
      if (min > 0) lengths.push(min - 1);
      specific.push(
        // The named hostile classes, alone: they reach the database unchanged when a field accepts them.
        fc.constantFrom(...NAMED_HOSTILE),
        fc
          .constantFrom(...lengths)
          .chain((n) => fc.constantFrom('x', '０', '😀', 'ア').map((c) => c.repeat(n))),
        // A valid value with hostile characters glued on either side.
        fc
          .tuple(
            validString(inner),
            fc.constantFrom('\u0000', '\u202e', ' ', '０', '😀', "'--", '%00', '\ud800'),
          )
          .map(([v, h]) => (v.length % 2 ? `${v}${h}` : `${h}${v}`)),
      );
      break;
    }
    case 'number':
    case 'bigint': {
      const { min, max } = numberLimits(inner);
      specific.push(
        fc.constantFrom(...HOSTILE_NUMBERS),
        fc.constantFrom('NaN', 'Infinity', '1e308', '-1', '9007199254740993', '１', '0x1f', ''),
      );
      if (min !== undefined) specific.push(fc.constant(min - 1));
      if (max !== undefined) specific.push(fc.constant(max + 1));
      break;
    }
    case 'boolean':
      specific.push(fc.constantFrom('true', 'false', 0, 1, 'yes', 'TRUE'));
      break;
    case 'enum':
    case 'literal': {
      const values = (
        d.type === 'enum' ? Object.values(d.entries as object) : (d.values as unknown[])
      ).map(String);
      specific.push(
        fc.constantFrom(...values).chain((v) =>
          fc.constantFrom(
            v.toLowerCase(),
            ` ${v}`,
            `${v}\u0000`,
            v.replace(/\d/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
            `${v}${v}`,
          ),
        ),
      );
      break;
    }
    case 'array':
      specific.push(
        fc.array(badValueArbitrary(d.element as AnySchema, depth + 1), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
      );
      break;
    case 'object':
      if (depth < 3) specific.push(badObjectArbitrary(inner, depth + 1));
      break;
    case 'union':
      for (const o of d.options as AnySchema[]) specific.push(badValueArbitrary(o, depth + 1));
      break;
    default:
      break;
  }
  return fc.oneof(
    { weight: 1, arbitrary: wrongTypeArbitrary },
    { weight: 1, arbitrary: hostileStringArbitrary },
    ...specific.map((arbitrary) => ({ weight: 3, arbitrary })),
  );
}

/** An object that breaks the schema in one place: a bad field, a missing field, extra or polluting keys. */
function badObjectArbitrary(schema: AnySchema, depth: number): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape as Record<string, AnySchema>;
  const keys = Object.keys(shape);
  const required = keys.filter((k) => !isOptional(shape[k]!));
  const valid = validArbitrary(schema, depth) as fc.Arbitrary<Record<string, unknown>>;
  const cases: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: wrongTypeArbitrary },
    { weight: 1, arbitrary: valid.map((v) => ({ ...v, ...pollution() })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'x'.repeat(300), '\u0000', '😀'),
          fc.anything({ maxDepth: 1 }),
        )
        .map(([v, k, x]) => {
          const o: Record<string, unknown> = { ...v };
          Object.defineProperty(o, k, {
            value: x,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          return o;
        }),
    },
  ];
  if (keys.length > 0) {
    cases.push({
      weight: 6,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) => fc.tuple(valid, fc.constant(k), badValueArbitrary(shape[k]!, depth)))
        .map(([v, k, bad]) => ({ ...v, [k]: bad })),
    });
  }
  if (required.length > 0) {
    cases.push(
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
          const o = { ...v };
          delete o[k];
          return o;
        }),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  }
  return fc.oneof(...cases);
}

/**
 * Bad input for a request part (params, query or body): mostly an object schema broken in one place,
 * sometimes a value of the wrong type altogether. Without a schema: hostile junk.
 */
export function arbitraryBadInput(schema: AnySchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) {
    return fc.oneof(
      fc.constant({}),
      fc.dictionary(hostileStringArbitrary, fc.oneof(hostileStringArbitrary, wrongTypeArbitrary), {
        maxKeys: 3,
      }),
      wrongTypeArbitrary,
    );
  }
  const inner = unwrap(schema);
  if (defOf(inner).type === 'object') return badObjectArbitrary(inner, 0);
  return badValueArbitrary(inner, 0);
}
