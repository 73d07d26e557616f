const KB = 1024;
const MB = 1024 * KB;

/**
 * A size the way the upload rules state it (KB, MB; uploads stop at 5 MB): whole KB below 1 MB (a
 * started KB counts), MB to one decimal from there. KB and MB read the same in cn, en and th.
 */
export function formatBytes(bytes: number): string {
  const kilobytes = Math.ceil(bytes / KB);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
