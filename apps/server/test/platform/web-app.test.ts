import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWebApp } from '../../src/platform/http/web-app.ts';

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const INDEX = `<!doctype html><html><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

let dist: string;
let app: FastifyInstance;

/** A build as the web's precompress step leaves it: each text file with its .br and .gz copy. */
async function writeBuild(root: string): Promise<void> {
  await mkdir(path.join(root, 'assets'));
  for (const [name, content] of [
    ['index.html', INDEX],
    ['assets/index-B1x2y3z4.js', SCRIPT],
  ] as const) {
    const file = path.join(root, name);
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }
  await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeBuild(dist);
  app = Fastify();
  const serveIndex = await installWebApp(app, dist);
  app.setNotFoundHandler((_request, reply) => serveIndex(reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, else the gzip copy, else the file itself', async () => {
    const brotli = await get('/assets/index-B1x2y3z4.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/index-B1x2y3z4.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-B1x2y3z4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a file the build left uncompressed (too small to gain) as it is', async () => {
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.payload).toBe('<svg/>');
  });

  it('lets hashed assets be cached for a year unasked, and has index.html asked again on every visit', async () => {
    const asset = await get('/assets/index-B1x2y3z4.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await get('/index.html', 'br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers.etag ?? index.headers['last-modified']).toBeDefined();
  });

  it('answers a screen path with index.html, compressed and revalidated, so the web router shows it', async () => {
    const screen = await get('/queryInvoice?invoiceNo=INV1', 'gzip, br');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-encoding']).toBe('br');
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(screen.rawPayload).toString()).toBe(INDEX);
  });
});
