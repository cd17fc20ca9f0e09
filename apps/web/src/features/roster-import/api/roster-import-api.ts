import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RosterImportDetail,
  RosterImportKind,
  RosterImportUploadQuery,
  YearUpdateRequest,
} from '@tayori/contract';
import { callApi, callApiFile } from '../../../shared/api/client';

const importsKey = ['roster-imports'] as const;

/** While an import is queued or running, its progress is read again every second. */
const isMoving = (d: RosterImportDetail | undefined) =>
  d?.status === 'queued' || d?.status === 'running';

/** GET /api/v1/roster-imports/{id}: the preview and, once applied, its progress. */
export function useRosterImport(id: string | null) {
  return useQuery({
    queryKey: [...importsKey, id],
    queryFn: ({ signal }) => callApi('rosterImportDetail', { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (isMoving(q.state.data) ? 1000 : false),
  });
}

export function useRosterImportHistory() {
  return useQuery({
    queryKey: [...importsKey, 'list'],
    queryFn: ({ signal }) => callApi('rosterImportList', { signal }),
  });
}

/** POST /api/v1/roster-imports: the file is read and checked; nothing changes. */
export const useUploadRoster = () =>
  useImportAnswer(({ file, query }: { file: File; query: RosterImportUploadQuery }) =>
    callApi('rosterImportUpload', { query, file }),
  );

/** An answer that is an import (a preview, an apply, an undo): kept, and the history read again. */
function useImportAnswer<T>(call: (input: T) => Promise<RosterImportDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData([...importsKey, detail.importId], detail);
      void client.invalidateQueries({ queryKey: importsKey });
    },
  });
}

export const useApplyRoster = () =>
  useImportAnswer((id: string) => callApi('rosterImportApply', { params: { id } }));

/** POST /api/v1/year-updates: the year update is planned and shown; nothing changes. */
export const useYearUpdate = () =>
  useImportAnswer((body: YearUpdateRequest) => callApi('yearUpdatePreview', { body }));

/** POST /api/v1/roster-imports/{id}/undo: the undo is planned and applied as a new import. */
export const useUndoYearUpdate = () =>
  useImportAnswer((id: string) => callApi('rosterImportUndo', { params: { id } }));

export const fetchRosterSample = (kind: RosterImportKind) =>
  callApiFile('rosterImportSample', { params: { kind } });

/** GET /api/v1/roster-exports/oneroster: a school's (or every school's) Japan Profile ZIP. */
export const fetchOneRosterExport = (extendedSchoolCode?: string) =>
  callApiFile('oneRosterExport', { query: extendedSchoolCode ? { extendedSchoolCode } : {} });

export const fetchRosterReport = (id: string) =>
  callApiFile('rosterImportReport', { params: { id } });
