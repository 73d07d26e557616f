// What each route page of the web app downloads: the entry's static imports plus the page's own
// chunk graph, raw and gzipped, read from the Vite manifest. Run `npm run build` first, then
// `npm run bench:bundle`. Pages are the dynamic entries (React.lazy), one per route. Last, the /login
// row of issue 12: everything the browser loads to show the login page (entry, the page's chunks and
// the default language's catalogues, which load before the first render) against its 250 KB goal.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const distDir = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function weigh(keys: Set<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const bytes = readFileSync(new URL(manifest[key]?.file ?? '', distDir));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry in the manifest: run `npm run build` first');
const entry = staticClosure(entryKey);

const rows = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry)
  .map((key) => ({ page: key.replace(/^.*src\//, ''), ...weigh(staticClosure(key, new Set(entry))) }))
  .sort((a, b) => a.gzip - b.gzip);

console.log(`| page | raw | gzip |\n| --- | --- | --- |`);
console.log(`| (entry) | ${kb(weigh(entry).raw)} | ${kb(weigh(entry).gzip)} |`);
for (const row of rows) console.log(`| ${row.page} | ${kb(row.raw)} | ${kb(row.gzip)} |`);

const LOGIN_GOAL_KB = 250;
const pageKey = (suffix: string): string => {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not in the manifest`);
  return key;
};
const loginPath = staticClosure(
  pageKey('locales/cn/index.ts'),
  staticClosure(pageKey('login-page.tsx'), new Set(entry)),
);
const login = weigh(loginPath);
const verdict = login.gzip <= LOGIN_GOAL_KB * 1024 ? 'met' : 'not met';
console.log(`\n/login (entry + login page + cn catalogues): ${kb(login.raw)} raw, ${kb(login.gzip)} gzip`);
console.log(`goal: /login at most ${LOGIN_GOAL_KB} KB of JS gzipped: ${verdict}`);
