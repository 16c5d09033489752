/**
 * Hands data to the browser as a download. Used where a plain link cannot work: the request needs
 * the API key, which only the API client can send.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled and the download has its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
