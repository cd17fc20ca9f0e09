import { createContext, useContext } from 'react';
import type { MessageKey } from '../i18n';

/**
 * The screen (route) being shown, as the route table describes it: what shared code needs of it
 * without importing app/ (imports flow app → features → shared). The router provides it per route.
 */
export interface Screen {
  /** The spec's route name. */
  name: string;
  /** Spec 001 §8: the prefix of this screen's save, update and search failure messages. */
  errorPrefix?: MessageKey;
}

export const ScreenContext = createContext<Screen | null>(null);

/** The screen being shown (null outside the router, e.g. in a component test). */
export const useScreen = (): Screen | null => useContext(ScreenContext);
