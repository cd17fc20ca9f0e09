import { useEffect, useRef } from 'react';

/**
 * Runs `effect` when `value` changes from one render to the next, never on the first: a field
 * that depends on another is blanked when a person changes that one (spec 001 §4: a new school
 * blanks its department, course and year; a new user type blanks the role).
 */
export function useOnChange<V>(value: V, effect: () => void): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    effect();
    // Only a change of `value` runs it; the caller's effect is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}
