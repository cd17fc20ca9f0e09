/**
 * Values of the contract's enums as plain lists, for code that only compares with them: importing
 * one loads no zod (enums.ts builds the schemas from these).
 */
export const userTypes = ['STUDENT', 'STAFF', 'TUTOR', 'OTHER'] as const;
