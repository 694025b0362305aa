import type { ApiClient } from '@threadline/contracts';
import { withJsonErrorBody } from '../../../lib/save-file';
import { usersListParams, type UsersQuery } from './get-users';

/** GET /users/export.csv with the list's filters and order (every page, not just this one). */
export async function exportUsersCsv(
  api: ApiClient,
  query: Omit<UsersQuery, 'page'>,
): Promise<Blob> {
  const { page: _page, limit: _limit, ...filters } = usersListParams({ ...query, page: 1 });
  try {
    const response = await api.get<Blob>('/users/export.csv', {
      params: { ...filters },
      responseType: 'blob',
    });
    return response.data;
  } catch (error) {
    throw await withJsonErrorBody(error);
  }
}
