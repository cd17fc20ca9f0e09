import { z } from './zod';
import { publicAccess } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { staffOnly } from './roles';
import { schoolColumns } from './answer-fields';

export const Area = z.object({ areaCode: z.string(), areaName: z.string() });
export type Area = z.infer<typeof Area>;

export const School = z.object({
  ...schoolColumns,
  areaCode: z.string(),
});
export type School = z.infer<typeof School>;

export const SchoolGroup = z.object({
  schoolGroupId: z.number().int(),
  schoolGroupName: z.string(),
  schools: z.array(School),
});
export type SchoolGroup = z.infer<typeof SchoolGroup>;

export const AreaList = z.object({ areaList: z.array(Area) });
export const SchoolList = z.object({ schoolList: z.array(School) });
export const SchoolGroupList = z.object({ schoolGroupList: z.array(SchoolGroup) });

export const SchoolsQuery = z.object({ areaCode: z.string().max(20).optional() });

export const schoolEndpoints = {
  areas: defineEndpoint({
    ...apiRoutes.areas,
    response: AreaList,
    access: publicAccess,
    summary: 'Areas, with or without a token.',
  }),
  schools: defineEndpoint({
    ...apiRoutes.schools,
    query: SchoolsQuery,
    response: SchoolList,
    access: publicAccess,
    summary: 'Schools, optionally of one area. Used by the identity check before sign-in.',
  }),
  schoolGroups: defineEndpoint({
    ...apiRoutes.schoolGroups,
    response: SchoolGroupList,
    access: staffOnly,
    summary:
      'The school groups the signed-in staff member reaches, with their schools: all of them for SYSTEM_ADMINISTRATOR and VISTA_*, the assigned ones for SCHOOL_*.',
  }),
};
