import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NoticeGroupForm, type NoticeGroupDetail, type School } from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { TextInput } from '../../../shared/forms/fields/text-input';
import { useSubmitFlow } from '../../../shared/forms/use-submit-flow';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { useConfirm } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { FormBusy } from '../../../shared/forms/form-busy';
import { useCreateGroup, useDeleteGroup, useUpdateGroup } from '../api/save-group';
import { MemberTable } from './member-table';
import { mergeMembers, type Member } from './members';
import { StudentFilterPanel } from './student-filter-panel';

export interface GroupEditorProps {
  /** The group being edited; undefined registers a new one. */
  group?: NoticeGroupDetail;
  schools: readonly School[];
}

/**
 * The detail and registration screen's two panels (spec 001 §2): the student filter on the left,
 * the name and the members on the right. A group is one school's: its members come from the
 * school the filter keeps to. What the caller may do comes with the group (`abilities`).
 */
export function GroupEditor({ group, schools }: GroupEditorProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const initial = group?.studentList.map(({ rowId: _rowId, ...m }) => m) ?? [];
  const form = useForm<NoticeGroupForm>({
    resolver: contractResolver<NoticeGroupForm>(NoticeGroupForm),
    defaultValues: {
      noticeGroupName: group?.noticeGroupName ?? '',
      userIdList: initial.map((m) => m.id),
    },
  });
  const [members, setMembersState] = useState<Member[]>(initial);
  const [memberSchool, setMemberSchool] = useState<string | null>(
    group?.extendedSchoolCode ?? null,
  );
  const { busy, run, submit } = useSubmitFlow(form);
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.groupId ?? 0);
  const remove = useDeleteGroup(group?.groupId ?? 0);
  const editable = group ? group.abilities.edit : true;
  const disabled = busy || !editable;
  const userIdError = form.formState.errors.userIdList?.message;

  const setMembers = (next: Member[]) => {
    setMembersState(next);
    form.setValue(
      'userIdList',
      next.map((m) => m.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
    // A new group's school is its members': free again once none are left.
    if (!group && next.length === 0) setMemberSchool(null);
  };
  const add = (added: Member[], school: string) => {
    const merged = mergeMembers(members, added);
    setMembers(merged);
    setMemberSchool(school);
    snackbar.show(t('notice_group_added', { count: merged.length - members.length }), 'success');
  };
  const removeAll = async () => {
    if (
      await confirm({
        title: t('notice_group_remove_all'),
        message: t('notice_group_confirm_remove_all'),
      })
    )
      setMembers([]);
  };

  const carefulCount = members.filter((m) => m.isCareful).length;
  const verb = group ? 'update' : 'save';
  const save = submit((values) => ({
    confirm: {
      title: t(`notice_group_${verb}`),
      message: t(
        carefulCount > 0 ? `notice_group_confirm_${verb}_careful` : `notice_group_confirm_${verb}`,
      ),
      confirmLabel: t(`notice_group_${verb}`),
    },
    send: () =>
      group ? update.mutateAsync({ ...values, seq: group.seq }) : create.mutateAsync(values),
    success: t(group ? 'notice_group_updated' : 'notice_group_saved'),
    then: paths.NoticeGroup,
  }));
  const deleteGroup = () =>
    void run({
      confirm: {
        title: t('notice_group_delete'),
        message: t('notice_group_confirm_delete'),
        confirmLabel: t('notice_group_delete'),
        danger: true,
      },
      send: () => remove.mutateAsync(group!.seq),
      success: t('notice_group_deleted'),
      then: paths.NoticeGroup,
    });

  return (
    <FormBusy busy={busy}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {editable && (
          <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
            <StudentFilterPanel
              schools={schools}
              lockedSchool={
                memberSchool !== null && members.length > 0
                  ? memberSchool
                  : group
                    ? memberSchool
                    : null
              }
              disabled={disabled}
              onAdd={add}
            />
          </Paper>
        )}
        <Paper
          component="form"
          noValidate
          variant="outlined"
          aria-busy={busy}
          onSubmit={(e) => e.preventDefault()}
          sx={{ p: 2, flexGrow: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}
        >
          <Stack spacing={2}>
            {!editable && <Alert severity="info">{t('notice_group_read_only')}</Alert>}
            <TextInput
              control={form.control}
              name="noticeGroupName"
              label={t('notice_group_name')}
              required
              disabled={disabled}
              fullWidth
            />
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                {t('notice_group_members', { count: members.length })}
              </Typography>
              {editable && (
                <Button
                  color="inherit"
                  variant="outlined"
                  disabled={disabled || members.length === 0}
                  onClick={() => void removeAll()}
                >
                  {t('notice_group_remove_all')}
                </Button>
              )}
            </Stack>
            {carefulCount > 0 && (
              <Alert severity="warning">
                {t('notice_group_careful_in_members', { count: carefulCount })}
              </Alert>
            )}
            {userIdError && (
              <Alert severity="error" role="alert">
                {userIdError}
              </Alert>
            )}
            <MemberTable
              members={members}
              onRemove={
                editable && !busy ? (m) => setMembers(members.filter((x) => x.id !== m.id)) : null
              }
            />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
            >
              <Button component={RouterLink} to={paths.NoticeGroup} variant="text" disabled={busy}>
                {t('notice_group_back')}
              </Button>
              {group?.abilities.delete && (
                <Button color="error" variant="outlined" disabled={busy} onClick={deleteGroup}>
                  {t('notice_group_delete')}
                </Button>
              )}
              {editable && (
                <Button variant="contained" disabled={busy} onClick={() => void save()}>
                  {t(group ? 'notice_group_update' : 'notice_group_save')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    </FormBusy>
  );
}
