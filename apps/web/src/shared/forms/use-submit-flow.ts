import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n';
import { useLeaveGuard } from '../navigation/use-leave-guard';
import { useSnackbar } from '../ui/snackbar';
import { showAllNormalised, type TypedFields } from './typed-text';
import { useAction, type ActionRequest } from './use-action';

export interface SubmitRequest extends ActionRequest {
  /** Shown on success: saved, updated, deleted, sent (spec 000 §8, spec 001 §8). */
  success: string;
  /** A field the server names otherwise than the form (the form's name as the value). */
  fieldNames?: Record<string, string>;
}

/**
 * The write flow of a form (useAction) with a validation answer's field messages set on the
 * fields. While the form holds unsaved changes, closing or reloading the tab asks first
 * (useLeaveGuard).
 */
export function useSubmitFlow<T extends FieldValues, O = T>(form: UseFormReturn<T, unknown, O>) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const action = useAction();
  useLeaveGuard(form.formState.isDirty && !action.leaving);
  const { getValues, setError, handleSubmit } = form;
  const runAction = action.run;

  /** Runs one request; resolves true when it was sent and succeeded. */
  const run = useCallback(
    ({ fieldNames, ...request }: SubmitRequest): Promise<boolean> =>
      runAction({
        ...request,
        onFailure: (failure) => {
          const values = getValues() as Record<string, unknown>;
          for (const [sent, message] of Object.entries(failure.fields)) {
            const name = fieldNames?.[sent] ?? sent;
            if (name in values) setError(name as Path<T>, { type: 'server', message });
          }
        },
      }),
    [getValues, runAction, setError],
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

  return { busy: action.busy, run, submit };
}
