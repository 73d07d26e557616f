import type { Envelope } from '@portal/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { FEEDBACK_FIELDS } from '../../src/modules/schedule/feedback-upload.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { xlsxFile } from '../helpers/spreadsheets.ts';
import { repeatedRowsWorkbook } from '../helpers/zip-archive.ts';

const MB = 1024 * 1024;
let server: ServerProcess;
let token = '';

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.api}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: 'supplier.a', password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as Envelope<{ token: string }>).data.token;
}, 120_000);

afterAll(() => server?.stop());

function uploadFeedback(file: Buffer): Promise<Envelope<unknown>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'FeedbackTemplate.xlsx');
  return fetch(`${server.api}/adientSchedule/uploadFeedback`, {
    method: 'POST',
    headers: { authorization: token, 'accept-language': 'en' },
    body: form,
  }).then((response) => response.json() as Promise<Envelope<unknown>>);
}

/** While `work` runs: the slowest answer to a cheap call made over and over, and the server's highest RSS. */
async function whileRunning<T>(work: Promise<T>) {
  let done = false;
  let slowestMs = 0;
  let peakRssMb = server.rssMb();
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const reply = await fetch(`${server.api}/dashboard/dashboardList`, {
        headers: { authorization: token },
      });
      expect(((await reply.json()) as Envelope<unknown>).code).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      peakRssMb = Math.max(peakRssMb, server.rssMb());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work.finally(() => {
    done = true;
  });
  const elapsedMs = performance.now() - started;
  await probe;
  return { result, elapsedMs, slowestMs, peakRssMb: Math.max(peakRssMb, server.rssMb()) };
}

const header = FEEDBACK_FIELDS.map((field) => field.header.en);

describe('an xlsx that unpacks to 300 MB', () => {
  it.each([
    ['says so in its directory', undefined],
    ['claims to hold 1 KB', 1024],
  ])(
    'is refused within 5 s when it %s; meanwhile others are answered within 1 s and the server stays under 400 MB',
    async (_, claimedSize) => {
      const bomb = await repeatedRowsWorkbook({ header, size: 300 * MB, claimedSize });
      expect(bomb.length).toBeLessThan(UPLOAD_LIMIT);
      const outcome = await whileRunning(uploadFeedback(bomb));
      expect(outcome.result).toMatchObject({
        code: 400,
        msg: expect.stringMatching(
          /^The file unpacks to more than \d+ MB; please split it and upload again$/,
        ),
      });
      expect(outcome.elapsedMs).toBeLessThan(5_000);
      expect(outcome.slowestMs).toBeLessThan(1_000);
      expect(outcome.peakRssMb).toBeLessThan(400);
    },
  );

  it('leaves the server able to read a good file right after', async () => {
    const good = await xlsxFile(header, [['NO-SUCH-RELEASE', 'PO-1', '10', '2026-12-01', '5', '2026-12-01']]);
    const reply = await uploadFeedback(Buffer.from(good));
    // rows naming no schedule line: read, checked and refused row by row, not as an unreadable file
    expect(reply).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/rows with errors; nothing was imported$/),
    });
  });
});

const UPLOAD_LIMIT = 5 * MB;
