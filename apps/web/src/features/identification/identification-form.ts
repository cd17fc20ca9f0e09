import { z } from 'zod';
import {
  identificationBodyFor,
  IdentificationParams,
  messages,
  tokyoDateOf,
  typedText,
} from '@tayori/contract';
import type { TypedFields } from '../../shared/forms/typed-text';

/**
 * The identification form's rules (spec 000 §5): the contract's params and body rules, written
 * once there, plus the two fields that never reach the API (area and consent). `today` is the
 * business date in Asia/Tokyo; tests pass a fixed one.
 */
export const identificationFormFor = (today: () => string = () => tokyoDateOf(new Date())) =>
  z.object({
    areaCode: z.string().min(1, messages.required),
    ...IdentificationParams.shape,
    ...identificationBodyFor(today).shape,
    consent: z.boolean().refine((agreed) => agreed, messages.required),
  });

export type IdentificationForm = z.infer<ReturnType<typeof identificationFormFor>>;

/**
 * The fields a student types, with the normaliser the contract's rule applies to each: the form
 * shows the normalised value on blur and submit (full-width digits, hyphens in the phone number).
 */
export const identificationTypedFields = {
  studentNumber: typedText.studentNumber,
  birthday: typedText.birthday,
  phoneNumber: typedText.phoneNumber,
} satisfies TypedFields<IdentificationForm>;

export const emptyIdentificationForm: IdentificationForm = {
  areaCode: '',
  school: '',
  studentNumber: '',
  birthday: '',
  phoneNumber: '',
  consent: false,
};

/** Navigation state that lets the result pages open: they are reachable only from the form. */
export interface IdentificationResultState {
  fromIdentification: true;
  /** Failure page: the catalogue message of a failed call (429's own text), if the call failed. */
  message?: string;
}

export function isIdentificationResultState(state: unknown): state is IdentificationResultState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromIdentification?: unknown }).fromIdentification === true
  );
}
