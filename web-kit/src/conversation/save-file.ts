/** Saves a downloaded file under the name the API gave it, from a short-lived blob URL. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
