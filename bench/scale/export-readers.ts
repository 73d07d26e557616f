// Clients of a download: one that reads as fast as the file comes, and one that reads at a set pace (a slow
// line) and can walk away mid-file.

/** Downloads a file whole, as fast as it comes; answers its size and how long it took. */
export async function downloadAll(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!String(response.headers.get('content-type')).includes('spreadsheetml')) {
    throw new Error(`not a spreadsheet: ${await response.text()}`);
  }
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

export interface SlowDownload {
  /** bytes read so far */
  received(): number;
  /** stops reading and closes the connection, as a user who closes the tab */
  abandon(): Promise<void>;
}

/** Starts a download read at no more than `bytesPerSecond` (Infinity: as fast as it comes). */
export function downloadSlowly(
  url: string,
  headers: Record<string, string>,
  bytesPerSecond: number,
): SlowDownload {
  const controller = new AbortController();
  let received = 0;
  const reading = (async () => {
    const response = await fetch(url, { headers, signal: controller.signal });
    const reader = response.body?.getReader();
    if (!reader) return;
    const started = performance.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      // ahead of the pace: wait until the clock catches up with the bytes read
      const due = (received / bytesPerSecond) * 1000 - (performance.now() - started);
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    }
  })().catch(() => {});
  return {
    received: () => received,
    abandon: async () => {
      controller.abort();
      await reading;
    },
  };
}
