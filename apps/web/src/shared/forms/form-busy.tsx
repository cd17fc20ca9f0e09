import { createContext, useContext, type ReactNode } from 'react';

/**
 * Spec 001 §4 "a loading/submit flag that disables forms during a request": while a search or a
 * save is on its way, every field and button of its form is disabled, so a second click cannot
 * send a second request and nothing typed meanwhile is lost to the answer. The search frame and
 * the submit flow's pages provide it; the field components read it.
 */
const FormBusyContext = createContext(false);

export function FormBusy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return <FormBusyContext.Provider value={busy}>{children}</FormBusyContext.Provider>;
}

/** A field's `disabled`, or true while its form's request runs. */
export const useFieldDisabled = (disabled?: boolean): boolean =>
  useContext(FormBusyContext) || !!disabled;
