import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ANNOUNCE_AUTHOR_FROM_ID,
  AnnounceMailForm,
  type AnnounceAuthor,
  type AnnounceDestinations,
} from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { contractResolver } from '../../shared/forms/contract-resolver';
import { SelectInput } from '../../shared/forms/fields/select-input';
import { useSubmitFlow } from '../../shared/forms/use-submit-flow';
import { useTranslation } from '../../shared/i18n';
import { useConfirm } from '../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../shared/ui/snackbar';
import { leafIds, StudentTree } from '../../students/tree/student-tree';
import { FormBusy } from '../../shared/forms/form-busy';
import { useFroms, useSendMail } from './api/announce-api';
import { DestinationLists } from './destination-lists';
import { MailFields } from './mail-fields';
import { SuppressedWarning, useSuppressed } from './suppressed-warning';
import { destinationTrees, noDestinations } from './destinations';

/** Subject and body put into the form by the sent tab's copy; `nonce` tells one copy from the next. */
export interface MailDraft {
  subject: string;
  body: string;
  nonce: number;
}

export interface RegistrationTabProps {
  author: AnnounceAuthor;
  destinations: AnnounceDestinations;
  ticked: readonly string[];
  onTickedChange(ids: string[]): void;
  onDestinationsChange(d: AnnounceDestinations, ticked: string[]): void;
  draft: MailDraft | null;
  /**
   * False in the page's first render: the subject, body and buttons, below the fold on a phone,
   * come in the second, once the destinations above them are painted (a smaller first commit).
   */
  drawn: boolean;
}

const empty = { announceFromId: ANNOUNCE_AUTHOR_FROM_ID, userIdList: [], subject: '', body: '' };

/**
 * The registration tab (spec 001 §2, §4, §5): author, from, saved destination lists, the
 * destination trees (careful students apart), subject and body, send and reset with confirm
 * dialogs. The ticked destinations are the recipients; a send resets form, trees and selection.
 */
export function RegistrationTab(p: RegistrationTabProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const froms = useFroms();
  useFailureSnackbar(froms.error);
  const sendMail = useSendMail();
  const form = useForm<AnnounceMailForm>({
    resolver: contractResolver<AnnounceMailForm>(AnnounceMailForm),
    defaultValues: empty,
  });
  const { busy, run } = useSubmitFlow(form);
  const canSend = p.author.abilities.send;
  const suppressed = useSuppressed(p.ticked, canSend);
  const disabled = busy || !canSend;
  const trees = useMemo(() => destinationTrees(p.destinations, t), [p.destinations, t]);
  const carefulIds = useMemo(() => new Set(leafIds(trees.careful)), [trees.careful]);
  const { setValue, reset, handleSubmit, formState } = form;

  useEffect(() => {
    setValue('userIdList', [...p.ticked], { shouldValidate: formState.isSubmitted });
  }, [p.ticked, setValue, formState.isSubmitted]);
  useEffect(() => {
    if (!p.draft) return;
    setValue('subject', p.draft.subject, { shouldDirty: true });
    setValue('body', p.draft.body, { shouldDirty: true });
  }, [p.draft, setValue]);

  const clearAll = () => {
    reset(empty);
    p.onDestinationsChange(noDestinations, []);
  };
  const send = handleSubmit(
    async (values) => {
      const careful = values.userIdList.filter((id) => carefulIds.has(id)).length;
      const count = values.userIdList.length;
      const skipped = suppressed.length;
      const isAuthor = values.announceFromId === ANNOUNCE_AUTHOR_FROM_ID;
      const ok = await run({
        confirm: {
          title: t('announce_send'),
          message: [
            careful > 0
              ? t('announce_confirm_send_careful', { count, careful })
              : t('announce_confirm_send', { count }),
            skipped > 0 ? t('announce_confirm_skipped_note', { skipped }) : '',
          ]
            .filter(Boolean)
            .join('\n'),
          confirmLabel: t('announce_send'),
        },
        send: () =>
          sendMail.mutateAsync({
            isAuthor,
            announceFromId: isAuthor ? null : values.announceFromId,
            userIdList: values.userIdList,
            subject: values.subject,
            body: values.body,
          }),
        success: skipped > 0 ? t('announce_sent_skipped', { skipped }) : t('announce_sent'),
      });
      if (ok) clearAll();
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );
  const resetAll = async () => {
    const ok = await confirm({ title: t('announce_reset'), message: t('announce_confirm_reset') });
    if (ok) clearAll();
  };

  const selectedError = formState.errors.userIdList?.message;
  const fromOptions = (froms.data?.announceFromResult ?? []).map((f) => ({
    value: f.announceFromId,
    label:
      f.announceFromId === ANNOUNCE_AUTHOR_FROM_ID
        ? t('announce_from_author', { name: f.announceFromName })
        : `${f.announceFromName}（${f.announceFromMailaddress}）`,
  }));
  return (
    <FormBusy busy={busy}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-busy={busy}
        onSubmit={(e) => void send(e)}
      >
        {!canSend && <Alert severity="info">{t('announce_read_only')}</Alert>}
        <Typography>
          {t('announce_author')}：{p.author.lastName} {p.author.firstName}（{p.author.emailAddress}
          ）{p.author.schoolName ? ` ${p.author.schoolName}` : ''}
        </Typography>
        <SelectInput
          control={form.control}
          name="announceFromId"
          label={t('announce_from')}
          required
          disabled={disabled}
          options={fromOptions}
        />
        <DestinationLists
          ticked={p.ticked}
          canSave={canSend}
          disabled={busy}
          onShow={(d) => p.onDestinationsChange(d, allIds(d, t))}
        />
        <Divider />
        <Typography component="h2" variant="h6">
          {t('announce_destinations')}
        </Typography>
        {selectedError && (
          <Alert severity="error" role="alert">
            {selectedError}
          </Alert>
        )}
        {trees.plain.length + trees.careful.length === 0 ? (
          <Typography color="text.secondary">{t('announce_destinations_empty')}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <StudentTree
                nodes={trees.plain}
                selected={p.ticked.filter((id) => !carefulIds.has(id))}
                onSelectedChange={(ids) =>
                  p.onTickedChange([...ids, ...p.ticked.filter((id) => carefulIds.has(id))])
                }
                label={t('announce_destinations')}
                disabled={busy}
              />
            </Stack>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <StudentTree
                nodes={trees.careful}
                selected={p.ticked.filter((id) => carefulIds.has(id))}
                onSelectedChange={(ids) =>
                  p.onTickedChange([...p.ticked.filter((id) => !carefulIds.has(id)), ...ids])
                }
                label={t('notice_careful')}
                careful
                disabled={busy}
              />
            </Stack>
          </Stack>
        )}
        <SuppressedWarning list={suppressed} />
        <Divider />
        {p.drawn && (
          <MailFields
            control={form.control}
            readOnly={disabled}
            busy={busy}
            canSend={canSend}
            onReset={() => void resetAll()}
          />
        )}
      </Stack>
    </FormBusy>
  );
}

const allIds = (d: AnnounceDestinations, t: Parameters<typeof destinationTrees>[1]) => {
  const trees = destinationTrees(d, t);
  return [...leafIds(trees.plain), ...leafIds(trees.careful)];
};
