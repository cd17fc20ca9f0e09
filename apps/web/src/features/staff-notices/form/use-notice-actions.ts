import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { limits, type NoticeForm } from '@tayori/contract';
import { describeFailure } from '../../../shared/api/error-messages';
import type { MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { useConfirm, type ConfirmOptions } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { noticeFieldNames, type NoticeFormValues } from './notice-rules';

type Form = UseFormReturn<NoticeFormValues, unknown, NoticeForm>;

export interface ActionRequest {
  confirm: ConfirmOptions;
  send(): Promise<unknown>;
  /** Shown on success, then NoticeSearch after 3 s (spec 000 §4). */
  successKey: MessageKey;
}

/**
 * The flow of every write on the notice screens: confirm, send with the form disabled (the
 * submit flag), report through the error catalogue (400 fields onto the fields), and after a
 * success wait limits.afterSaveDelayMs before going to /notice-search.
 */
export function useNoticeActions(form: Form) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { setError } = form;

  const run = useCallback(
    async ({ confirm: options, send, successKey }: ActionRequest) => {
      if (!(await confirm(options))) return;
      setBusy(true);
      try {
        await send();
      } catch (error) {
        const failure = describeFailure(error);
        snackbar.show(failure.message, 'error');
        for (const name of noticeFieldNames) {
          const message = failure.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
        setBusy(false);
        return;
      }
      snackbar.show(t(successKey), 'success');
      // The form stays disabled until the screen changes.
      timer.current = setTimeout(() => void navigate(paths.noticeSearch), limits.afterSaveDelayMs);
    },
    [confirm, navigate, setError, snackbar, t],
  );

  /** Validates with the contract's rules first; a failure shows validation_incorrect plus the field messages. */
  const validateThen = useCallback(
    (next: (values: NoticeForm) => ActionRequest) =>
      form.handleSubmit(
        (values) => run(next(values)),
        () => snackbar.show(t('validation_incorrect'), 'error'),
      )(),
    [form, run, snackbar, t],
  );

  return { busy, run, validateThen };
}
