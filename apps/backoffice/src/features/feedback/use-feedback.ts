import { boPath } from '@tala/contract/backoffice/paths';
import type {
  TFeedbackQuestionType,
  TFeedbackStatus,
  TFeedbackWordLimits,
} from '@tala/contract/feedback/feedback';
import {
  FEEDBACK_BO_PATHS,
  type TBoFeedbackAssignees,
  type TBoFeedbackDetail,
  type TBoFeedbackPage,
} from '@tala/contract/feedback/feedback-staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';

/** The feedback inbox's reads and writes (decision 056); an assignment or a reply refreshes the inbox. */
export const FEEDBACK_KEY = ['feedback'] as const;
export const INBOX_PAGE_SIZE = 20;

export type TInboxFilter = {
  status: TFeedbackStatus | '';
  questionType: TFeedbackQuestionType | '';
  assignee: string;
  username: string;
  page: number;
};

export function useInbox(filter: TInboxFilter) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'inbox', filter],
    queryFn: () =>
      api<TBoFeedbackPage>(
        'GET',
        `${FEEDBACK_BO_PATHS.inbox}${query({ ...filter, pageSize: INBOX_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackItem(id: string | null) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'item', id],
    queryFn: () => api<TBoFeedbackDetail>('GET', boPath(FEEDBACK_BO_PATHS.item, { id: id ?? '' })),
    enabled: id !== null,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'assignees'],
    queryFn: () => api<TBoFeedbackAssignees>('GET', FEEDBACK_BO_PATHS.assignees),
    staleTime: 60_000,
  });
}

export function useAssign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string | null) =>
      api('POST', boPath(FEEDBACK_BO_PATHS.assign, { id }), { staffId }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

export function useReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api('POST', boPath(FEEDBACK_BO_PATHS.reply, { id }), { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

export function useWordLimits() {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'settings'],
    queryFn: () => api<TFeedbackWordLimits>('GET', FEEDBACK_BO_PATHS.settings),
  });
}

export function useSaveWordLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (limits: TFeedbackWordLimits) =>
      api<TFeedbackWordLimits>('PUT', FEEDBACK_BO_PATHS.settings, limits),
    onSuccess: (saved) => client.setQueryData([...FEEDBACK_KEY, 'settings'], saved),
  });
}
