import { jsonReply, stubFetch } from './stub-fetch.ts';

export type StubCall = { path: string; body: Record<string, unknown>; query: Record<string, string> };
export type StubAnswer = { code?: number; msg?: string; data?: unknown };
/** An answer, answers in turn, or an answer that depends on the call (its body or query). */
export type StubEntry = StubAnswer | StubAnswer[] | ((call: StubCall) => StubAnswer);

/** The shared lookups every list screen loads for its filters. */
const LOOKUPS = new Set(['/company/query', '/plant/query', '/propertiesInfo/getProperties']);

/**
 * The portal's calls as a screen test wants them answered: the lookups empty (unless `answers` has them),
 * each path of `pages` one page of its rows, any other path its entry of `answers` (a list is answered in
 * turn, the last one repeating; a function answers from the call; code 200 and message `Done` unless
 * given). Every other call is kept with its body and query (without the client's `_t` cache buster).
 */
export function stubPortalApi(
  pages: Record<string, readonly unknown[]>,
  answers: Record<string, StubEntry> = {},
) {
  const calls: StubCall[] = [];
  stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const path = address.pathname.replace(/^\/api/, '');
    if (LOOKUPS.has(path) && !(path in answers)) return jsonReply({ code: 200, msg: '', data: [] });
    const query = Object.fromEntries([...address.searchParams].filter(([name]) => name !== '_t'));
    const call = { path, body: JSON.parse(String(init?.body ?? '{}')), query };
    calls.push(call);
    const records = pages[path];
    if (records) return jsonReply({ code: 200, msg: '', data: { records, total: records.length, pages: 1 } });
    const entry = answers[path];
    const turn = calls.filter((made) => made.path === path).length - 1;
    const answer =
      typeof entry === 'function'
        ? entry(call)
        : Array.isArray(entry)
          ? entry[Math.min(turn, entry.length - 1)]
          : entry;
    return jsonReply({ code: answer?.code ?? 200, msg: answer?.msg ?? 'Done', data: answer?.data ?? null });
  });
  const of = (path: string) => calls.filter((call) => call.path === path);
  return {
    calls,
    paths: () => calls.map((call) => call.path),
    bodiesOf: (path: string) => of(path).map((call) => call.body),
    queriesOf: (path: string) => of(path).map((call) => call.query),
  };
}
