// The dashboard bench's clients, run in a process of their own (forked by dashboard.ts) so that the load they
// make is not counted against the server: in the bench's process the clients took as much CPU as the server
// they measured. They speak HTTP/1.1 over keep-alive sockets with node:http, whose per-request cost is a
// fraction of fetch's.
import http from 'node:http';

export interface ClientJob {
  /** the dashboard call's full URL */
  url: string;
  /** `authorization` values, taken by the clients in turn */
  tokens: string[];
  clients: number;
  warmUpMs: number;
  seconds: number;
}

/** What the client process answers: every timed request's duration in ms, and the measured span. */
export interface ClientTimes {
  times: number[];
  elapsedMs: number;
}

/** The client process's messages: the warm-up is over (the timed part begins), then the times. */
export type ClientMessage = { kind: 'warm' } | ({ kind: 'times' } & ClientTimes);

function get(agent: http.Agent, url: URL, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: token } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const reply = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; msg: string };
        if (reply.code === 200) resolve();
        else reject(new Error(`dashboardList: ${reply.code} ${reply.msg}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function client(agent: http.Agent, url: URL, token: string, until: number, times?: number[]) {
  while (performance.now() < until) {
    const started = performance.now();
    await get(agent, url, token);
    times?.push(performance.now() - started);
  }
}

async function runClients(job: ClientJob, onWarm: () => void): Promise<ClientTimes> {
  const url = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const tokenOf = (index: number) => job.tokens[index % job.tokens.length] as string;
  const all = (until: number, times?: number[]) =>
    Promise.all(
      Array.from({ length: job.clients }, (_, index) => client(agent, url, tokenOf(index), until, times)),
    );
  try {
    await all(performance.now() + job.warmUpMs);
    onWarm();
    const times: number[] = [];
    const started = performance.now();
    await all(started + job.seconds * 1000, times);
    return { times, elapsedMs: performance.now() - started };
  } finally {
    agent.destroy();
  }
}

// forked: one job in, its times out, then exit
process.once('message', (job: ClientJob) => {
  const send = (message: ClientMessage, then: () => void = () => {}) => process.send?.(message, then);
  runClients(job, () => send({ kind: 'warm' })).then(
    (answer) => send({ kind: 'times', ...answer }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
