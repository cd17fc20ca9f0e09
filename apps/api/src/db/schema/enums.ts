import { pgEnum } from 'drizzle-orm/pg-core';
import { literacyResults, roleTypes, userStatusTypes, userTypes } from '@tayori/contract';

/**
 * The database's enums. Their values are the contract's (packages/contract/src/enum-values.ts), so
 * a value is written once; a new value needs a migration (npm run db:generate).
 */

export const userTypeEnum = pgEnum('user_type', userTypes);
export const roleTypeEnum = pgEnum('role_type', roleTypes);
export const userStatusEnum = pgEnum('user_status', userStatusTypes);
export const literacyResultEnum = pgEnum('literacy_result', literacyResults);
