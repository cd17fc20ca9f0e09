import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { UserType } from '@tayori/contract';
import type { Db } from '../../db/client';
import { chatbotSettings } from '../../db/schema';

/**
 * Which chatbot setting reaches whom (docs/decisions/student-api.md, chatbot.md): a setting names
 * a school (or none: the whole group) and a userType (or none: every type). For one name, the
 * setting of the caller's school and userType wins over the school's for any type, which wins over
 * the group-wide one. The home widget is the setting without a name; the chatbot page's are named
 * (its `app`). The home and the chatbot page both ask here, and so does the home menu.
 */

/** Whose settings: a signed-in user's school (null: none) and userType. */
export interface ChatbotAudience {
  schoolId: number | null;
  userType: UserType;
}

export interface ChatbotSetting {
  widget: Record<string, unknown>;
  sdkKey: string;
}

/** Settings of the audience's school (or the group) and userType (or any). */
const reaching = ({ schoolId, userType }: ChatbotAudience) =>
  and(
    schoolId === null
      ? isNull(chatbotSettings.schoolId)
      : or(eq(chatbotSettings.schoolId, schoolId), isNull(chatbotSettings.schoolId)),
    or(eq(chatbotSettings.userType, userType), isNull(chatbotSettings.userType)),
  );

/** The setting named `widgetName` (null: the home widget) that reaches the audience, or null. */
export async function findChatbotSetting(
  db: Db,
  audience: ChatbotAudience,
  widgetName: string | null,
): Promise<ChatbotSetting | null> {
  const [row] = await db
    .select({ widget: chatbotSettings.widget, sdkKey: chatbotSettings.sdkKey })
    .from(chatbotSettings)
    .where(
      and(
        widgetName === null
          ? isNull(chatbotSettings.widgetName)
          : eq(chatbotSettings.widgetName, widgetName),
        reaching(audience),
      ),
    )
    .orderBy(
      sql`${chatbotSettings.schoolId} is null`,
      sql`${chatbotSettings.userType} is null`,
      asc(chatbotSettings.id),
    )
    .limit(1);
  if (!row) return null;
  const widget =
    row.widget && typeof row.widget === 'object' && !Array.isArray(row.widget) ? row.widget : {};
  return { widget: widget as Record<string, unknown>, sdkKey: row.sdkKey };
}

/** The names of the chatbot page's settings that reach the audience (the menu offers those). */
export async function reachableChatbotApps(
  db: Db,
  audience: ChatbotAudience,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ name: chatbotSettings.widgetName })
    .from(chatbotSettings)
    .where(and(isNotNull(chatbotSettings.widgetName), reaching(audience)));
  return new Set(rows.map((r) => r.name!));
}
