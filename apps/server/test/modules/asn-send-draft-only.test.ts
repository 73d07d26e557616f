import { asnEndpoints } from '@portal/contract/asn';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld } from './asn-world.ts';

const t = useTestApp();
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
let supplier = '';
const line = (key: string, index: number) => world.lines[key]?.[index] ?? 0;

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  supplier = await t().login(world.accounts.supplier1);
});

const send = (body: ReturnType<typeof asnBody>, locale: 'cn' | 'en' | 'th' = 'en') =>
  t().call(asnEndpoints.sendAsn, { token: supplier, body, locale });

describe('sending names a Draft that exists', () => {
  it('refuses an ASN id that names no ASN, in the caller’s language, and ships nothing', async () => {
    const target = line('R2:PO-1', 0);
    const missing = asnBody([[target, '10']], { asnHeaderId: 987654321 });
    expect(await send(missing)).toEqual({ code: 404, msg: 'The ASN does not exist', data: null });
    expect((await send(missing, 'cn')).msg).toBe('发货通知不存在');
    expect((await send(missing, 'th')).msg).toBe('ไม่พบ ASN');
    expect(await asnQtyOf(t().db, target)).toBe('0');
  });

  it('refuses a second Submit of an ASN already sent, in the caller’s language, shipping it once', async () => {
    const target = line('R2:PO-1', 1);
    const saved = await t().call(asnEndpoints.saveOrUpdateDraftAsn, {
      token: supplier,
      body: asnBody([[target, '10']]),
    });
    const asnHeaderId = saved.data.asnHeader.asnHeaderId ?? 0;
    const { asnNo } = saved.data.asnHeader;
    expect((await send(asnBody([[target, '10']], { asnHeaderId }))).code).toBe(200);

    const again = asnBody([[target, '10']], { asnHeaderId });
    expect(await send(again)).toEqual({
      code: 409,
      msg: `ASN ${asnNo} is Submitted; only a Draft can be changed`,
      data: null,
    });
    expect((await send(again, 'cn')).msg).toBe(`发货通知 ${asnNo} 的状态为 Submitted，只有草稿可以修改`);
    expect((await send(again, 'th')).msg).toBe(`ASN ${asnNo} มีสถานะ Submitted แก้ไขได้เฉพาะฉบับร่าง`);
    expect(await asnQtyOf(t().db, target)).toBe('10');
  });
});
