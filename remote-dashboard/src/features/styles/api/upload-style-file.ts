import { useMutation } from '@tanstack/react-query';
import type {
  ApiClient,
  StyleFile,
  StyleFileKind,
  StyleFileUploadResponse,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

/** A file goes up on its own; the save then names it by id. */
export async function uploadStyleFile(
  api: ApiClient,
  file: File,
  kind: StyleFileKind,
): Promise<StyleFile> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  const { data } = await api.post<StyleFileUploadResponse>('/styles/files', body);
  return data.file;
}

export function useUploadStyleFile() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: StyleFileKind }) =>
      uploadStyleFile(api, file, kind),
  });
}
