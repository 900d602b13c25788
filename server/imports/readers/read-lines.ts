// The lines of a file with the offset just past each, read as bytes so that offsets are exact.
import { createReadStream } from "node:fs";

export interface Line {
  /** The line without its line break; undefined when it passed `maxBytes` (its bytes are dropped). */
  text: string | undefined;
  /** File offset just past the line and its line break. */
  end: number;
}

export async function* readLines(path: string, start: number, maxBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let partBytes = 0;
  let isTooLong = false;
  let offset = start;
  const input = createReadStream(path, { start, highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let from = 0;
      for (let newline = chunk.indexOf(10, from); newline !== -1; newline = chunk.indexOf(10, from)) {
        const piece = chunk.subarray(from, newline);
        offset += newline + 1 - from;
        from = newline + 1;
        if (!isTooLong && partBytes + piece.length <= maxBytes) parts.push(piece);
        else isTooLong = true;
        yield { text: isTooLong ? undefined : decode(parts), end: offset };
        parts = [];
        partBytes = 0;
        isTooLong = false;
      }
      const tail = chunk.subarray(from);
      offset += tail.length;
      if (isTooLong || partBytes + tail.length > maxBytes) {
        isTooLong = true;
        parts = [];
        partBytes = 0;
      } else if (tail.length > 0) {
        // Copied: the stream's chunk is not ours to keep.
        parts.push(Buffer.from(tail));
        partBytes += tail.length;
      }
    }
    if (isTooLong || partBytes > 0) yield { text: isTooLong ? undefined : decode(parts), end: offset };
  } finally {
    input.destroy();
  }
}

function decode(parts: Buffer[]): string {
  const text = (parts.length === 1 ? parts[0]! : Buffer.concat(parts)).toString("utf8");
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}
