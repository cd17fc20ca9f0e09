import { useCallback, useEffect, useRef, useState } from 'react';
import { limits } from '@tayori/contract';

/** Spec 001 §4, §9: an error flag of the destination selector or name that clears after 5000 ms. */
export function useErrorFlag(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), limits.announceErrorFlagMs);
  }, []);
  return [message, flag];
}
