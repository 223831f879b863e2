import { FEEDBACK_PATHS, type TFeedbackDetail, type TMyFeedbackPage } from '@tala/contract/feedback/feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';

/** The member's own feedback (decision 056), under the member root so logout drops it. */
const FEEDBACK_ROOT = [...MEMBER_QUERY_ROOT, 'feedback'] as const;
export const FEEDBACK_PAGE_SIZE = 5;

export function useMyFeedback(page: number) {
  return useQuery({
    queryKey: [...FEEDBACK_ROOT, 'list', page],
    queryFn: () =>
      api<TMyFeedbackPage>(FEEDBACK_PATHS.feedback, { query: { page, pageSize: FEEDBACK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    // Answers come from staff at any time: the entry reads its state afresh whenever it opens.
    staleTime: 0,
  });
}

export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: [...FEEDBACK_ROOT, 'detail', id],
    queryFn: () => api<TFeedbackDetail>(FEEDBACK_PATHS.detail, { query: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** PUT /wps/feedback as a multipart form (the fields and, when chosen, the screenshot). */
export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<{ id: string }>(FEEDBACK_PATHS.feedback, { method: 'PUT', multipart: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDBACK_ROOT }),
  });
}
