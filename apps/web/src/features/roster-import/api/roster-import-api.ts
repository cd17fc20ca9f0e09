import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterImportDetail, RosterImportUploadQuery } from '@tayori/contract';
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
export function useUploadRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query: RosterImportUploadQuery }) =>
      callApi('rosterImportUpload', { query, file }),
    onSuccess: (detail) => {
      client.setQueryData([...importsKey, detail.importId], detail);
      void client.invalidateQueries({ queryKey: [...importsKey, 'list'] });
    },
  });
}

export function useApplyRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('rosterImportApply', { params: { id } }),
    onSuccess: (detail) => {
      client.setQueryData([...importsKey, detail.importId], detail);
      void client.invalidateQueries({ queryKey: [...importsKey, 'list'] });
    },
  });
}

export const fetchRosterSample = (kind: RosterImportDetail['kind']) =>
  callApiFile('rosterImportSample', { params: { kind } });

export const fetchRosterReport = (id: string) =>
  callApiFile('rosterImportReport', { params: { id } });
