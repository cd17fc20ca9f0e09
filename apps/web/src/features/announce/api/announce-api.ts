import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  destinationsOfSendList,
  type AnnounceDestinations,
  type AnnounceListBody,
  type AnnounceMailBody,
  type AnnounceSendListQuery,
  type AnnounceSentQuery,
} from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

/** The calls of the announcement mail screen (spec 001 §7) and their query keys. */
export const announceKeys = {
  author: ['announce', 'author'] as const,
  froms: ['announce', 'from'] as const,
  lists: ['announce', 'lists'] as const,
  sendList: (q: AnnounceSendListQuery) => ['announce', 'send-list', q] as const,
  sent: ['announce', 'sent'] as const,
  sentFilter: (code: string) => [...announceKeys.sent, 'filter', code] as const,
  sentList: (q: AnnounceSentQuery) => [...announceKeys.sent, 'list', q] as const,
  detail: (id: number) => [...announceKeys.sent, 'detail', id] as const,
};

export const authorQuery = queryOptions({
  queryKey: announceKeys.author,
  queryFn: ({ signal }) => callApi('announceAuthor', { signal }),
});

export const useAuthor = () => useQuery(authorQuery);

export const fromsQuery = queryOptions({
  queryKey: announceKeys.froms,
  queryFn: ({ signal }) => callApi('announceFrom', { signal }),
});

export const useFroms = () => useQuery(fromsQuery);

export const useLists = () =>
  useQuery({
    queryKey: announceKeys.lists,
    queryFn: ({ signal }) => callApi('announceLists', { signal }),
  });

/** GET …/announce/users: a saved list's users as the destination trees. */
export const getListUsers = (announceListId: number): Promise<AnnounceDestinations> =>
  callApi('announceListUsers', { query: { announceListId } });

export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnounceListBody) => callApi('announceListSave', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announceKeys.lists }),
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announceListId: number) =>
      callApi('announceListDelete', { params: { announceListId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announceKeys.lists }),
  });
}

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnounceMailBody) => callApi('announceMail', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announceKeys.sent }),
  });
}

export const useSendList = (query: AnnounceSendListQuery | null) =>
  useQuery({
    queryKey: query ? announceKeys.sendList(query) : ['announce', 'send-list'],
    queryFn: async ({ signal }) =>
      destinationsOfSendList(await callApi('announceSendList', { query: query!, signal })),
    enabled: query !== null,
  });

export const useSentFilter = (code: string) =>
  useQuery({
    queryKey: announceKeys.sentFilter(code),
    queryFn: ({ signal }) => callApi('announceSentFilter', { params: { schoolId: code }, signal }),
    enabled: code !== '',
  });

export const useSentList = (query: AnnounceSentQuery | null) =>
  useQuery({
    queryKey: query ? announceKeys.sentList(query) : [...announceKeys.sent, 'list'],
    queryFn: ({ signal }) => callApi('announceSent', { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** While recipients are still queued the detail is read again, so staff watch it go out. */
export const useSentDetail = (id: number | null) =>
  useQuery({
    queryKey: announceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi('announceDetail', { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => ((q.state.data?.queuedCount ?? 0) > 0 ? 2000 : false),
  });
