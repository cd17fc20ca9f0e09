import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { limits } from '@tayori/contract';
import { useScreenFailure } from '../api/use-screen-failure';
import { useTranslation } from '../i18n';
import { useLeaveGuard } from '../navigation/use-leave-guard';
import { useConfirm, type ConfirmOptions } from '../ui/confirm-dialog';
import { useSnackbar } from '../ui/snackbar';
import { showAllNormalised, type TypedFields } from './typed-text';

export interface SubmitRequest {
  /** Asked first; without it the request is sent at once (the profile's save). */
  confirm?: ConfirmOptions;
  send(): Promise<unknown>;
  /** Shown on success: saved, updated, deleted, sent (spec 000 §8, spec 001 §8). */
  success: string;
  /**
   * Where to go after a success, once limits.afterSaveDelayMs has passed (spec 000 §4: 3 s after
   * 'saved'); until then the form stays disabled. Without it the screen stays, usable again.
   */
  then?: string;
  /** A field the server names otherwise than the form (the form's name as the value). */
  fieldNames?: Record<string, string>;
}

/**
 * The one flow of every write: confirm → busy (the submit flag disables the form) → send → on
 * failure the error catalogue's message, with a validation answer's field messages set on the
 * fields → on success the message, then the next screen after the spec's delay. While the form
 * holds unsaved changes, closing or reloading the tab asks first (useLeaveGuard).
 */
export function useSubmitFlow<T extends FieldValues, O = T>(form: UseFormReturn<T, unknown, O>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  // Spec 001 §8: a failed save is said with the screen's prefix (its route's errorPrefix).
  const describeFailure = useScreenFailure();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useLeaveGuard(form.formState.isDirty && !leaving);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { getValues, setError, handleSubmit } = form;

  /** Runs one request; resolves true when it was sent and succeeded. */
  const run = useCallback(
    async ({
      confirm: options,
      send,
      success,
      then,
      fieldNames,
    }: SubmitRequest): Promise<boolean> => {
      if (options && !(await confirm(options))) return false;
      setBusy(true);
      try {
        await send();
      } catch (error) {
        const failure = describeFailure(error);
        snackbar.show(failure.message, 'error');
        const values = getValues() as Record<string, unknown>;
        for (const [sent, message] of Object.entries(failure.fields)) {
          const name = fieldNames?.[sent] ?? sent;
          if (name in values) setError(name as Path<T>, { type: 'server', message });
        }
        setBusy(false);
        return false;
      }
      snackbar.show(success, 'success');
      if (then === undefined) setBusy(false);
      else {
        setLeaving(true);
        timer.current = setTimeout(() => void navigate(then), limits.afterSaveDelayMs);
      }
      return true;
    },
    [confirm, describeFailure, getValues, navigate, setError, snackbar],
  );

  /**
   * A submit handler: typed fields shown normalised, the form's rules (a failure shows
   * validation_incorrect beside the field messages), then `request(values)` through `run`.
   */
  const submit = useCallback(
    (request: (values: O) => SubmitRequest, typed?: TypedFields<T>) =>
      (event?: { preventDefault(): void }) => {
        if (typed) showAllNormalised(form, typed);
        return handleSubmit(
          async (values) => void (await run(request(values))),
          () => snackbar.show(t('validation_incorrect'), 'error'),
        )(event as Parameters<ReturnType<typeof handleSubmit>>[0]);
      },
    [form, handleSubmit, run, snackbar, t],
  );

  return { busy, run, submit };
}
