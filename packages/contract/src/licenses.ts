import { z } from './zod';
import { apiRoutes } from './api-routes';
import { defineEndpoint } from './endpoint';
import { staffOnly } from './roles';

/**
 * Spec 001 §2 "Paid licence summary", §3: per school, the A3 licences granted (ACTIVE accounts of
 * the school holding one, counted live) and the school's upper limit.
 */
export const LicenseSummaryRow = z.object({
  extendedSchoolCd: z.string(),
  schoolName: z.string(),
  a3LicenseUsedNum: z.number().int(),
  a3LicenseLimit: z.number().int(),
});
export type LicenseSummaryRow = z.infer<typeof LicenseSummaryRow>;

export const LicenseSummary = z.object({ licenseSummaryList: z.array(LicenseSummaryRow) });
export type LicenseSummary = z.infer<typeof LicenseSummary>;

export const licenseEndpoints = {
  licenseSummary: defineEndpoint({
    ...apiRoutes.licenseSummary,
    response: LicenseSummary,
    access: staffOnly,
    summary:
      'A3 licences granted and the upper limit of each school the caller reaches (every school for SYSTEM_ADMINISTRATOR and VISTA_*, their groups’ schools for SCHOOL_*), by school order.',
  }),
};
