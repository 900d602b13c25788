// Hands text to the browser as a file to save, without a round trip.
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled: the download has its own copy by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
