import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CreateSavedViewRequest, SavedView } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { viewKeys } from './view-keys';

/** POST /views: the current view of a list under a name. */
export async function saveView(
  api: ApiClient,
  request: CreateSavedViewRequest,
): Promise<SavedView> {
  const { data } = await api.post<SavedView>('/views', request);
  return data;
}

export function useSaveView() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSavedViewRequest) => saveView(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.all }),
  });
}
