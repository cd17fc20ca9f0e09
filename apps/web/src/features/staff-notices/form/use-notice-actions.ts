import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import type { UseFormReturn } from 'react-hook-form';
import { limits, type NoticeForm } from '@tayori/contract';
import { useScreenFailure } from '../../../shared/api/use-screen-failure';
import type { MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { useLeaveGuard } from '../../../shared/navigation/use-leave-guard';
import { useConfirm, type ConfirmOptions } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import {
  actionLabelKey,
  confirmMessageKey,
  noticeFieldNames,
  type NoticeFormValues,
  type SaveAction,
} from './notice-rules';

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
 * success wait limits.afterSaveDelayMs before going to /notice-search. Until then, closing or
 * reloading a tab whose form has unsaved changes asks first.
 */
export function useNoticeActions(form: Form) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const describeFailure = useScreenFailure();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useLeaveGuard(form.formState.isDirty && !done);
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
      setDone(true);
      snackbar.show(t(successKey), 'success');
      // The form stays disabled until the screen changes.
      timer.current = setTimeout(() => void navigate(paths.noticeSearch), limits.afterSaveDelayMs);
    },
    [confirm, describeFailure, navigate, setError, snackbar, t],
  );

  /**
   * A save (下書き保存, 保存 or 予約): the contract's rules first (a failure shows
   * validation_incorrect plus the field messages), then the confirmation in the careful wording
   * when `careful`, then `send(values, open)`.
   */
  const save = useCallback(
    (
      action: SaveAction,
      careful: boolean,
      send: (values: NoticeForm, open: boolean) => Promise<unknown>,
      successKey: MessageKey,
    ) =>
      form.handleSubmit(
        (values) =>
          run({
            confirm: {
              title: t(actionLabelKey[action]),
              message: t(confirmMessageKey(action, careful)),
              confirmLabel: t(actionLabelKey[action]),
            },
            send: () => send(values, action !== 'draft'),
            successKey,
          }),
        () => snackbar.show(t('validation_incorrect'), 'error'),
      )(),
    [form, run, snackbar, t],
  );

  return { busy, run, save };
}
