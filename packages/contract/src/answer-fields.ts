import { z } from './zod';

/**
 * Fields that several answers carry with one meaning, written once (what requests take is
 * fields.ts's): a school, a person's names, and whole-number counts.
 */

/** The school a record belongs to, by its code and its name. */
export const schoolColumns = {
  extendedSchoolCode: z.string(),
  schoolName: z.string(),
};

/** A person's names and kana as the answers give them (spec 001 §3). */
export const personNameColumns = {
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
};

/** Whole-number counts under the given names, in their order: a summary's figures. */
export const countFields = <const K extends readonly string[]>(names: K) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as {
    [N in K[number]]: z.ZodNumber;
  };
