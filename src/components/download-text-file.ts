// Hands text or bytes to the browser as a file to save, without a round trip
// (row errors, metrics as CSV, an invoice's PDF).

/** How long the file's object URL lives: the browser reads it after the click returns, so not at once (FileSaver.js waits as long). */
const URL_LIFETIME_MS = 40_000;

export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadFile(fileName, new Blob([text], { type }));
}

/** The same for bytes already in hand (an invoice's PDF). */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
