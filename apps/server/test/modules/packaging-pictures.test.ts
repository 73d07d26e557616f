import { auditLogEndpoints } from '@portal/contract/audit-log';
import type { Envelope } from '@portal/contract/common';
import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { type PackagingPicture, PICTURE_MAX_BYTES } from '@portal/contract/packaging-pictures';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagingPictures, packagings } from '../../src/db/schema/index.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** The four pictures of a packaging record (spec 1 §3 and §5; issue 15). */
const t = useTestApp();
const tokens: Record<string, string> = {};
const ids = { a: 0, b: 0, other: 0, th: 0 };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([9, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');

type Locale = 'cn' | 'en' | 'th';
const LANGUAGES: Record<Locale, string> = { cn: 'zh-CN', en: 'en', th: 'th' };
const pictureUrl = (packagingId: number, slot: number | string) =>
  `${t().apiBase}/order/packaging/${packagingId}/picture/${slot}`;

async function upload(
  packagingId: number,
  slot: number | string,
  bytes: Buffer,
  { token = tokens.admin, name = 'picture.png', locale = 'en' as Locale } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await t().app.inject({
    method: 'POST',
    url: pictureUrl(packagingId, slot),
    payload: form,
    headers: { authorization: token ?? '', 'accept-language': LANGUAGES[locale] },
  });
  return response.json<Envelope<PackagingPicture[] | null>>();
}

const remove = async (packagingId: number, slot: number, token = tokens.admin, locale: Locale = 'en') =>
  (
    await t().app.inject({
      method: 'DELETE',
      url: pictureUrl(packagingId, slot),
      headers: { authorization: token ?? '', 'accept-language': LANGUAGES[locale] },
    })
  ).json<Envelope<PackagingPicture[] | null>>();

const fetchPicture = (packagingId: number, slot: number, token = tokens.admin, headers = {}) =>
  t().app.inject({
    method: 'GET',
    url: pictureUrl(packagingId, slot),
    headers: { authorization: token ?? '', 'accept-language': 'en', ...headers },
  });

const storedSlots = async (packagingId: number) =>
  (
    await t()
      .db.select({ slot: packagingPictures.slot })
      .from(packagingPictures)
      .where(eq(packagingPictures.packagingId, packagingId))
      .orderBy(packagingPictures.slot)
  ).map((row) => row.slot);

async function createPackaging(buyerCode: string, supplierCode: string, packagingNo: string) {
  const [row] = await t()
    .db.insert(packagings)
    .values({
      buyerCompanyId: await companyIdOf(t().db, buyerCode),
      supplierCompanyId: await companyIdOf(t().db, supplierCode),
      packagingNo,
      partNo: `${packagingNo}-PART`,
      qtyPerPackage: '10',
    })
    .returning({ id: packagings.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  ids.a = await createPackaging('ADCN', 'S100101', 'XP-A');
  ids.b = await createPackaging('ADCN', 'S100101', 'XP-B');
  ids.other = await createPackaging('ADCN', 'S100105', 'XP-OTHER');
  ids.th = await createPackaging('ADTH', 'S100101', 'XP-TH');
  const adth = await companyIdOf(t().db, 'ADTH');
  await createUser(t().db, { userCode: 'xp.th', userType: 'B', companyIds: [adth], role: 'Adient-Admin' });
  for (const user of ['admin', 'ap', 'supplier.a', 'supplier.b', 'xp.th'])
    tokens[user] = await t().login(user);
});

describe("a picture's history", () => {
  it('is on the packaging record: upload, replace and delete, each once, by who did it, without the bytes', async () => {
    const id = await createPackaging('ADCN', 'S100101', 'XP-HISTORY');
    await upload(id, 1, PNG);
    await upload(id, 2, PNG);
    await upload(id, 2, JPEG);
    expect((await remove(id, 2)).code).toBe(200);
    const history = await t().call(auditLogEndpoints.timeline, {
      token: tokens.admin,
      body: { recordType: 'packaging', recordId: id },
    });
    const entries = history.data.data.filter((entry) => entry.subject.startsWith('Picture'));
    expect(
      entries.map((entry) => [entry.actor, entry.subject, entry.action, entry.recordKey]).reverse(),
    ).toEqual([
      ['admin', 'Picture 1', 'create', 'XP-HISTORY'],
      ['admin', 'Picture 2', 'create', 'XP-HISTORY'],
      ['admin', 'Picture 2', 'update', 'XP-HISTORY'],
      ['admin', 'Picture 2', 'delete', 'XP-HISTORY'],
    ]);
    const replaced = entries.find((entry) => entry.action === 'update');
    expect(replaced?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Picture Format', oldValue: 'image/png', newValue: 'image/jpeg' }),
        expect.objectContaining({
          label: 'File Size (bytes)',
          oldValue: String(PNG.length),
          newValue: String(JPEG.length),
        }),
      ]),
    );
    expect(entries.flatMap((entry) => entry.changes.map((change) => change.field))).not.toContain('bytes');
  });
});

describe('uploading a picture', () => {
  it('stores a picture per slot, answers the record pictures and shows them in the list row', async () => {
    const first = await upload(ids.a, 1, PNG);
    expect(first).toMatchObject({ code: 200, msg: 'Picture 1 uploaded' });
    expect(first.data).toEqual([
      expect.objectContaining({ slot: 1, contentType: 'image/png', size: PNG.length, uploadedBy: 'admin' }),
    ]);
    for (const [slot, bytes] of [
      [2, JPEG],
      [3, WEBP],
      [4, GIF],
    ] as const) {
      expect((await upload(ids.a, slot, bytes)).code).toBe(200);
    }
    const page = await t().call(endpoints.packagingQuery, {
      token: tokens.admin,
      body: { packagingNo: 'XP-A' },
    });
    const row = page.data.data[0];
    expect(row?.packagingId).toBe(ids.a);
    expect(row?.lastUpdateBy).toBe('admin');
    expect(row?.pictures.map((picture) => [picture.slot, picture.contentType])).toEqual([
      [1, 'image/png'],
      [2, 'image/jpeg'],
      [3, 'image/webp'],
      [4, 'image/gif'],
    ]);
  });

  it('holds four at most: a fifth slot is refused, a used slot is replaced', async () => {
    const fifth = await upload(ids.a, 5, PNG);
    expect(fifth.code).toBe(400);
    const before = await t()
      .db.select()
      .from(packagingPictures)
      .where(eq(packagingPictures.packagingId, ids.a));
    const replaced = await upload(ids.a, 2, PNG);
    expect(replaced.data?.find((picture) => picture.slot === 2)?.contentType).toBe('image/png');
    expect(await storedSlots(ids.a)).toEqual([1, 2, 3, 4]);
    const old = before.find((row) => row.slot === 2);
    expect(replaced.data?.find((picture) => picture.slot === 2)?.version).not.toBe(
      String(old?.uploadedAt.getTime()),
    );
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF by its bytes, whatever its name, and stores nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [
      [svg, 'drawing.png'],
      [Buffer.from('PK\u0003\u0004 not a picture'), 'photo.jpg'],
    ] as const) {
      expect(await upload(ids.b, 1, bytes, { name })).toEqual({
        code: 400,
        msg: 'The uploaded file format is incorrect: a picture must be JPEG, PNG, WebP or GIF',
        data: null,
      });
    }
    const cn = await upload(ids.b, 1, svg, { locale: 'cn' });
    expect(cn.msg).toBe('上传文件格式不正确：图片须为 JPEG、PNG、WebP 或 GIF');
    expect(await storedSlots(ids.b)).toEqual([]);
  });

  it('refuses a picture over 5 MB, an empty file and a long name with the catalogue messages', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    expect(await upload(ids.b, 1, big)).toEqual({
      code: 400,
      msg: 'Image size cannot exceed 5M!',
      data: null,
    });
    expect((await upload(ids.b, 1, big, { locale: 'th' })).msg).toBe('ขนาดรูปภาพต้องไม่เกิน 5M!');
    expect((await upload(ids.b, 1, Buffer.alloc(0))).msg).toBe('0 KB file is not supported...');
    expect((await upload(ids.b, 1, PNG, { name: `${'x'.repeat(50)}.png` })).msg).toBe(
      'File name is too long.please modify and upload again.',
    );
    expect(await storedSlots(ids.b)).toEqual([]);
    // exactly 5 MB is allowed
    const limit = Buffer.concat([JPEG, Buffer.alloc(PICTURE_MAX_BYTES - JPEG.length)]);
    expect((await upload(ids.b, 1, limit)).data?.[0]?.size).toBe(PICTURE_MAX_BYTES);
  });

  it('refuses a request without a file', async () => {
    const reply = await t().app.inject({
      method: 'POST',
      url: pictureUrl(ids.b, 2),
      payload: {},
      headers: { authorization: tokens.admin ?? '', 'accept-language': 'en' },
    });
    expect(reply.json()).toMatchObject({ code: 400, msg: 'Upload failed. Please select a new file' });
  });
});

describe('reading a picture', () => {
  it('answers the bytes with their own type, shown inline and revalidated by its tag', async () => {
    const response = await fetchPicture(ids.a, 1);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="XP-A-1.png"/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const again = await fetchPicture(ids.a, 1, tokens.admin, { 'if-none-match': response.headers.etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lets a supplier read the pictures of its own packaging and nobody else’s', async () => {
    expect((await fetchPicture(ids.a, 1, tokens['supplier.a'])).statusCode).toBe(200);
    const other = await fetchPicture(ids.a, 1, tokens['supplier.b']);
    expect(other.json()).toEqual({
      code: 404,
      msg: 'This packaging record does not exist, or is not one you may see',
      data: null,
    });
    const page = await t().call(endpoints.packagingQuery, { token: tokens['supplier.b'], body: {} });
    expect(page.data.data.some((row) => row.packagingNo === 'XP-A')).toBe(false);
  });

  it('says so for an empty slot, and refuses a role without the packaging screen', async () => {
    expect((await fetchPicture(ids.other, 1)).json()).toMatchObject({
      code: 404,
      msg: 'There is no picture in this slot',
    });
    expect((await fetchPicture(ids.a, 1, tokens.ap)).json()).toMatchObject({ code: 403 });
    expect((await fetchPicture(ids.a, 1, '')).json()).toMatchObject({ code: 999 });
  });
});

describe('deleting a picture', () => {
  it('deletes one of several, after which the record keeps the rest', async () => {
    const reply = await remove(ids.a, 4);
    expect(reply).toMatchObject({ code: 200, msg: 'Picture 4 deleted' });
    expect(reply.data?.map((picture) => picture.slot)).toEqual([1, 2, 3]);
    expect(await storedSlots(ids.a)).toEqual([1, 2, 3]);
  });

  it('keeps the last picture of a record: at least one picture (replace it instead)', async () => {
    expect(await storedSlots(ids.b)).toEqual([1]);
    expect(await remove(ids.b, 1)).toEqual({
      code: 400,
      msg: 'At least one picture must be uploaded',
      data: null,
    });
    expect((await remove(ids.b, 1, tokens.admin, 'cn')).msg).toBe('至少需要上传一张图片');
    expect(await storedSlots(ids.b)).toEqual([1]);
    expect((await upload(ids.b, 1, GIF)).data?.map((picture) => picture.contentType)).toEqual(['image/gif']);
  });

  it('says so for an empty slot', async () => {
    expect(await remove(ids.a, 4)).toMatchObject({ code: 404, msg: 'There is no picture in this slot' });
  });
});

describe('who may change pictures', () => {
  it('refuses suppliers, roles without the upload button and buyers of another company, changing nothing', async () => {
    const before = await t().db.execute(sql`select count(*)::int as n from packaging_pictures`);
    expect((await upload(ids.a, 4, PNG, { token: tokens['supplier.a'] })).code).toBe(403);
    expect((await remove(ids.a, 1, tokens['supplier.a'])).code).toBe(403);
    expect((await upload(ids.a, 4, PNG, { token: tokens.ap })).code).toBe(403);
    expect((await remove(ids.a, 1, tokens.ap)).code).toBe(403);
    // an admin of ADTH only: the ADCN record is not one it maintains
    expect((await upload(ids.a, 4, PNG, { token: tokens['xp.th'] })).code).toBe(404);
    expect((await remove(ids.a, 1, tokens['xp.th'])).code).toBe(404);
    expect((await upload(ids.th, 1, PNG, { token: tokens['xp.th'] })).code).toBe(200);
    expect((await upload(ids.a, 4, PNG, { token: '' })).code).toBe(999);
    const after = await t().db.execute(sql`select count(*)::int as n from packaging_pictures`);
    expect(after.rows[0]).toEqual({ n: Number((before.rows[0] as { n: number }).n) + 1 });
  });
});
