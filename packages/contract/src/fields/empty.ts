import { z } from '../zod';

// Field rules several areas share (../fields.ts): empty values.

/** An empty query value ('') means "any": the key is treated as absent. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Spec 001 §7 "empty sent as null": a search condition left empty travels (and is handled) as null;
 * '' and an absent key read as null too.
 */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * A detail answers an empty optional text (notes, a phone number) as null; sent back to its PATCH,
 * null reads as '' (spec 001 §7: what a caller read, it can send back).
 */
export const nullAsEmpty = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullable().transform((v): string => v ?? '');
