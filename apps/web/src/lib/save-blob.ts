/** Hands a blob to the browser as a download (an anchor's download attribute, clicked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked well after the click: a browser may still be reading the blob when the click's
  // handler returns (revoking at once can cut the download short).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
