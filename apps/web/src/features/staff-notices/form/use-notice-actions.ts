import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { UseFormReturn } from 'react-hook-form';
import type { NoticeForm } from '@tayori/contract';
import { useSubmitFlow } from '../../../shared/forms/use-submit-flow';
import type { MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import type { ConfirmOptions } from '../../../shared/ui/confirm-dialog';
import {
  actionLabelKey,
  confirmMessageKey,
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
 * Every write on the notice screens goes through the portal's submit flow (confirm, busy, send,
 * the error catalogue with 400 fields on the fields, the message) and then to /notice-search.
 */
export function useNoticeActions(form: Form) {
  const { t } = useTranslation();
  const flow = useSubmitFlow(form);
  const { run: runFlow, submit } = flow;

  const run = useCallback(
    ({ confirm, send, successKey }: ActionRequest) =>
      runFlow({ confirm, send, success: t(successKey), then: paths.NoticeSearch }),
    [runFlow, t],
  );

  /**
   * A save (下書き保存, 保存 or 予約): the contract's rules first, then the confirmation in the
   * careful wording when `careful`, then `send(values, open)`.
   */
  const save = useCallback(
    (
      action: SaveAction,
      careful: boolean,
      send: (values: NoticeForm, open: boolean) => Promise<unknown>,
      successKey: MessageKey,
    ) =>
      submit((values) => ({
        confirm: {
          title: t(actionLabelKey[action]),
          message: t(confirmMessageKey(action, careful)),
          confirmLabel: t(actionLabelKey[action]),
        },
        send: () => send(values, action !== 'draft'),
        success: t(successKey),
        then: paths.NoticeSearch,
      }))(),
    [submit, t],
  );

  return { busy: flow.busy, run, save };
}
