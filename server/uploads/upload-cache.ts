// Finished uploads downloaded from the bucket for imports to read, in
// DATA_DIR/upload-cache/<project id>/<upload id>: once per instance, as a
// finished upload never changes. A download goes to a temporary name and is
// renamed when whole, so a crash never leaves half a file to be read; two
// readers at once share one download. Entries go with their upload or project.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";

/** Writes the upload's bytes to `file`; false when the bucket has no such upload. */
export type Download = (projectId: string, uploadId: string, file: string) => Promise<boolean>;

export class UploadCache {
  private readonly downloads = new Map<string, Promise<string | null>>();

  constructor(
    private readonly directory: string,
    private readonly download: Download,
  ) {}

  /** The upload's local copy, downloaded first if need be; null when the bucket has none. */
  async file(projectId: string, uploadId: string): Promise<string | null> {
    const file = path.join(this.directory, projectId, uploadId);
    if (await fsp.access(file).then(() => true, () => false)) return file;
    const running = this.downloads.get(file);
    if (running) return running;
    const download = this.downloadOnce(projectId, uploadId, file).finally(() => this.downloads.delete(file));
    this.downloads.set(file, download);
    return download;
  }

  async remove(projectId: string, uploadId: string): Promise<void> {
    await fsp.rm(path.join(this.directory, projectId, uploadId), { force: true });
  }

  async removeProject(projectId: string): Promise<void> {
    await fsp.rm(path.join(this.directory, projectId), { recursive: true, force: true });
  }

  private async downloadOnce(projectId: string, uploadId: string, file: string): Promise<string | null> {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
    try {
      if (!(await this.download(projectId, uploadId, partial))) return null;
      // On disk before it takes the final name: a crash after the rename finds the whole file.
      const handle = await fsp.open(partial, "r");
      await handle.sync().finally(() => handle.close());
      await fsp.rename(partial, file);
      return file;
    } finally {
      await fsp.rm(partial, { force: true });
    }
  }
}
