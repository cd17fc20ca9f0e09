import { eq } from 'drizzle-orm';
import type { StandaloneWidgetResponse } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { findChatbotSetting } from '../../domain/chatbot/settings';

/**
 * The setting named `app` that reaches the caller, or errorCode FORBIDDEN, which also answers an
 * absent or unknown name (so a name tells nothing about settings of other schools) and a portal
 * without a chatbot script. Either way the answer names the caller's school code and userType, which
 * the page's error block shows for the system administrator.
 */
export async function findStandaloneWidget(
  db: Db,
  principal: Principal,
  app: string | null,
  scriptUrl: string | null,
): Promise<StandaloneWidgetResponse> {
  const [school, setting] = await Promise.all([
    principal.schoolId === null
      ? undefined
      : db
          .select({ code: schools.extendedSchoolCode })
          .from(schools)
          .where(eq(schools.id, principal.schoolId))
          .then(([row]) => row),
    app === null || scriptUrl === null ? null : findChatbotSetting(db, principal, app),
  ]);
  const who = { extendedSchoolCode: school?.code ?? null, userType: principal.userType };
  if (!setting) {
    return { errorCode: 'FORBIDDEN', widget: null, sdkKey: null, scriptUrl: null, ...who };
  }
  return { errorCode: null, ...setting, scriptUrl, ...who };
}
