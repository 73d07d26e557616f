import { asnEndpoints } from '@portal/contract/asn';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagings } from '../../src/db/schema/index.ts';
import { packingOf } from '../../src/modules/asn/packaging-proposal.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildAsnWorld } from './asn-world.ts';

const t = useTestApp();
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
let supplier = '';

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  supplier = await t().login(world.accounts.supplier1);
});

const wizardLine = async (lineId: number) =>
  (
    await t().call(asnEndpoints.asnCreateList, {
      token: supplier,
      body: { scheduleDetailVos: [{ deliveryScheduleDetailId: lineId }] },
    })
  ).data.asnDetails[0];

describe('the ASN wizard proposes packing from the packaging master data', () => {
  it("proposes the part's quantity per package and the packages the quantity fills", async () => {
    const line = world.lines['R2:PO-1']?.[0] ?? 0; // 120 of A-100
    expect(await wizardLine(line)).toMatchObject({ lotSizeQty: null, packQty: null });
    const packaging = {
      buyerCompanyId: world.ids.SB01,
      supplierCompanyId: world.ids.SS01,
      partNo: 'A-100',
      createdBy: 'test',
      updatedBy: 'test',
    };
    await t()
      .db.insert(packagings)
      .values([
        { ...packaging, packagingNo: 'PK-OLD', qtyPerPackage: '10', validDate: '2020-01-01' },
        { ...packaging, packagingNo: 'PK-2', qtyPerPackage: '50' },
      ]);
    // the expired packaging is passed over: 120 in packages of 50 is 3 packages, the last holding 20
    expect(await wizardLine(line)).toMatchObject({ asnQty: '120.00000', lotSizeQty: '50.00', packQty: 3 });
  });

  it('proposes nothing for less than one package or more than 999 packages', () => {
    expect(packingOf('20', '50')).toEqual({ lotSizeQty: null, packQty: null });
    expect(packingOf('1000', '1')).toEqual({ lotSizeQty: null, packQty: null });
    expect(packingOf('999', '1')).toEqual({ lotSizeQty: '1', packQty: 999 });
    expect(packingOf('100', undefined)).toEqual({ lotSizeQty: null, packQty: null });
  });
});
