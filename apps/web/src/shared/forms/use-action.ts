import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { limits } from '@tayori/contract';
import type { FailureMessage } from '../api/error-messages';
import { useScreenFailure } from '../api/use-screen-failure';
import { useConfirm, type ConfirmOptions } from '../ui/confirm-dialog';
import { useSnackbar } from '../ui/snackbar';

export interface ActionRequest<R = unknown> {
  /** Asked first; without it the request is sent at once (the profile's save). */
  confirm?: ConfirmOptions;
  send(): Promise<R>;
  /**
   * Shown on success: saved, updated, deleted, sent (spec 000 §8, spec 001 §8). Without it the
   * answer speaks for itself (a temporary password on screen, the import that opens).
   */
  success?: string;
  /**
   * Where to go after a success, once limits.afterSaveDelayMs has passed (spec 000 §4: 3 s after
   * 'saved'); until then `busy` stays true. Without it the screen stays, usable again.
   */
  then?: string;
  /** After the success message, with the answer. */
  onSuccess?(answer: R): void;
  /** After the failure's message (a form sets its fields' messages). */
  onFailure?(failure: FailureMessage): void;
}

/**
 * The one flow of every write, with or without a form: confirm → busy → send → on failure the
 * error catalogue's message with the screen's prefix (spec 001 §8) → on success the message, then
 * the next screen after the spec's delay. `run` resolves true when the request was sent and
 * succeeded; `leaving` is true from a success with `then` on.
 */
export function useAction() {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const describeFailure = useScreenFailure();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async <R>(request: ActionRequest<R>): Promise<boolean> => {
      if (request.confirm && !(await confirm(request.confirm))) return false;
      setBusy(true);
      let answer: R;
      try {
        answer = await request.send();
      } catch (error) {
        const failure = describeFailure(error);
        snackbar.show(failure.message, 'error');
        request.onFailure?.(failure);
        setBusy(false);
        return false;
      }
      if (request.success) snackbar.show(request.success, 'success');
      request.onSuccess?.(answer);
      const then = request.then;
      if (then === undefined) setBusy(false);
      else {
        setLeaving(true);
        timer.current = setTimeout(() => void navigate(then), limits.afterSaveDelayMs);
      }
      return true;
    },
    [confirm, describeFailure, navigate, snackbar],
  );

  return { busy, leaving, run };
}
