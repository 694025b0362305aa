import { useQueryClient } from '@tanstack/react-query';
import type { StyleDetail } from '@threadline/contracts';
import { styleKeys } from './style-keys';

/** After a save: the style's page shows the answer at once, and the lists read again. */
export function useStoreStyle() {
  const queryClient = useQueryClient();
  return (style: StyleDetail) => {
    queryClient.setQueryData(styleKeys.detail(style.id), style);
    void queryClient.invalidateQueries({ queryKey: [...styleKeys.all, 'list'] });
  };
}
