import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@tayori/contract';
import { panels, panelsByUserType } from './panels';

/** How long the panels wait for their data before they mount with their loading states. */
export const PANEL_DATA_WAIT_MS = 1_500;

/**
 * Asks for the data of `userType`'s panels once the page has drawn its first frame (an effect runs
 * after it, so these calls never delay the first paint), and says when it is in (or has failed:
 * the panels show a failure from the cache), or when PANEL_DATA_WAIT_MS have passed. Mounting the
 * panels only then renders each once with its data, in the slices of a deferred render, instead
 * of drawing skeletons and rendering again synchronously as each answer lands.
 */
export function usePanelData(userType: UserType | undefined): boolean {
  const client = useQueryClient();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (userType === undefined) return;
    let live = true;
    const answers = panelsByUserType[userType].map((name) => panels[name]?.prefetch?.(client));
    const wait = new Promise((resolve) => setTimeout(resolve, PANEL_DATA_WAIT_MS));
    void Promise.race([Promise.all(answers), wait]).then(() => live && setArrived(true));
    return () => {
      live = false;
    };
  }, [client, userType]);
  return arrived;
}
