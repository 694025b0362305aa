/**
 * Hands a downloaded file to the browser under a name: an object URL on a temporary link with
 * `download`. The file came through the host's API client (with the admin's token), so no
 * token ever sits in a URL.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A failed blob request carries its JSON error body as a Blob: read it back, so the API's
 * message (e.g. 503 "audit trail unavailable") reaches the dialog like any other error's.
 */
export async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await textOf(response.data));
  } catch {
    // Not JSON: the status alone will have to do.
  }
  return error;
}

/** FileReader rather than Blob.text(): the one every browser and jsdom both have. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
