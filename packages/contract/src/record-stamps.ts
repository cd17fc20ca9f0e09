import { z } from './zod';

/**
 * Who registered a record and who last changed it, and when (spec 001 §5's 登録 and 更新 rows of
 * the account details): one shape for the student, staff and tutor details.
 */
export const recordStampFields = {
  registerDate: z.string(),
  reguserId: z.string().nullable(),
  /** Who registered it, by name. */
  reguserName: z.string().nullable(),
  updateDate: z.string(),
  upduserId: z.string().nullable(),
  upduserName: z.string().nullable(),
};
