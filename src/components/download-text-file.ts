// Hands text to the browser as a file to save, without a round trip (row
// errors, metrics as CSV).

/** How long the file's object URL lives: the browser reads it after the click returns, so not at once (FileSaver.js waits as long). */
const URL_LIFETIME_MS = 40_000;

export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
