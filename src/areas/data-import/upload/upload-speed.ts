// The speed of an upload: bytes sent over the last few seconds, so that the
// figure follows the connection rather than the whole upload's average.
export interface SpeedMeter {
  /** Records the bytes sent so far at a time (ms). */
  record: (sentBytes: number, atMs: number) => void;
  /** Bytes per second over the window, or null before two samples. */
  bytesPerSecond: () => number | null;
  reset: () => void;
}

export function createSpeedMeter(windowMs = 3_000): SpeedMeter {
  let samples: { sent: number; at: number }[] = [];
  return {
    record: (sent, at) => {
      samples.push({ sent, at });
      while (samples.length > 2 && at - samples[0]!.at > windowMs) samples.shift();
    },
    bytesPerSecond: () => {
      const first = samples[0];
      const last = samples[samples.length - 1];
      if (first === undefined || last === undefined || last.at <= first.at) return null;
      return ((last.sent - first.sent) * 1000) / (last.at - first.at);
    },
    reset: () => {
      samples = [];
    },
  };
}
