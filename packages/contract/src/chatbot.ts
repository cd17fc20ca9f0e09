import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { staffOnly } from './roles';
import { UserType } from './enums';
import { emptyAsAbsent } from './fields';

/**
 * The chatbot page (spec 001 §2, §3, §7): `/comconnect-ai?app=…` shows the standalone chatbot
 * widget of the setting named by `app` (docs/decisions/chatbot.md).
 */

/** The chatbot page's path; a home menu item `/comconnect-ai?app=<name>` opens that setting. */
export const chatbotPagePath = '/comconnect-ai';

/** The standalone widgets the portal embeds: the chatbot page is the one. */
export const standaloneWidgetNames = ['comconnect-ai'] as const;

/** The longest setting name (`app`) looked up; a longer one names no setting. */
export const chatbotAppMax = 100;

/** The setting a portal path opens (`/comconnect-ai?app=study-support` → study-support), or null. */
export function chatbotAppOf(url: string): string | null {
  const [path, query = ''] = url.split('?', 2);
  if (path !== chatbotPagePath) return null;
  return new URLSearchParams(query).get('app') || null;
}

/**
 * Spec 001 §7: `widgetname` and the page's query parameters. `app` names the setting; the page
 * passes its other parameters too, which name nothing and are ignored.
 */
export const StandaloneWidgetQuery = z.object({
  /** Which standalone widget asks: the chatbot page. */
  widgetname: z.enum(standaloneWidgetNames),
  /** The page's `app`: the chatbot setting's name. Absent or unknown answers errorCode FORBIDDEN. */
  app: emptyAsAbsent(z.string().max(chatbotAppMax)),
});
export type StandaloneWidgetQuery = z.infer<typeof StandaloneWidgetQuery>;

/** The chat widget's settings (title, greeting, placement…), passed to the widget as they are. */
const WidgetSettings = z.record(z.string(), z.unknown());

/**
 * Spec 001 §3 chatbot config. errorCode FORBIDDEN: no setting of that name reaches the caller (or
 * no chatbot script is configured); then widget and sdkKey are null, and the page shows the
 * caller's school code and userType in its error block.
 */
export const StandaloneWidgetResponse = z.object({
  errorCode: z.enum(['FORBIDDEN']).nullable(),
  widget: WidgetSettings.nullable(),
  sdkKey: z.string().nullable(),
  /** The caller's school (null for an account without one). */
  extendedSchoolCode: z.string().nullable(),
  userType: UserType,
  /** Not in the spec: the chatbot script to load (CHATBOT_SCRIPT_URL; docs/operations.md). */
  scriptUrl: z.string().nullable(),
});
export type StandaloneWidgetResponse = z.infer<typeof StandaloneWidgetResponse>;

export const chatbotEndpoints = {
  standaloneWidget: defineEndpoint({
    ...apiRoutes.standaloneWidget,
    query: StandaloneWidgetQuery,
    response: StandaloneWidgetResponse,
    // Spec 001 §1: the chatbot page is one of the staff's tools.
    access: staffOnly,
    summary:
      'The chatbot setting named by `app` that reaches the caller (school and userType), or errorCode FORBIDDEN.',
  }),
};
