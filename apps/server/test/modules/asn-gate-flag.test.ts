import { asnEndpoints } from '@portal/contract/asn';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityChecks } from '../../src/db/schema/index.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildGateWorld, GATE_ACCOUNTS, GATE_ADDRESS } from './security-check-world.ts';

const t = useTestApp();
const tokens: Partial<Record<keyof typeof GATE_ACCOUNTS, string>> = {};
const token = (name: keyof typeof GATE_ACCOUNTS) => tokens[name] ?? '';

beforeAll(async () => {
  await buildGateWorld(t().db);
  for (const name of ['guard1', 'supplier1'] as const) tokens[name] = await t().login(GATE_ACCOUNTS[name]);
});

/** The supplier's ASN history with the security-check filter: the ASN numbers and their flags. */
async function history(uploadDocFlag?: 'Y' | 'N') {
  const reply = await t().call(asnEndpoints.queryAsnList, {
    token: token('supplier1'),
    body: { pageNo: 1, size: 50, uploadDocFlag },
  });
  expect(reply.code).toBe(200);
  return Object.fromEntries(reply.data.records.map((row) => [row.asnNo, row.uploadDocFlag]));
}

describe('the security-check flag of ASNs follows the gate entries', () => {
  it('is Y once the gate records the ASN, for the list, its filter and the detail, and N again when deleted', async () => {
    const before = await history();
    expect(before).toMatchObject({ ASNG0001: 'N', ASNG0007: 'N' });
    expect(await history('Y')).toEqual({});

    const recorded = await t().call(securityCheckEndpoints.createOrUpdate, {
      token: token('guard1'),
      body: {
        asnNo: 'ASNG0007',
        buyerCompanyCode: 'GB01',
        shipToPlantCode: 'GP01',
        supplierCode: 'GS01',
        nameOfDriver: 'Wang Wei',
        vehicleNo: 'HU-A1234',
        scDateStr: '2026-11-09',
        timeInStr: '2026-11-09 08:30',
        securityGrNo: 'GR-7001',
        pollutionControlCrt: 'Y',
        driverLicense: 'Y',
        addressOfCompany: GATE_ADDRESS,
        itemList: [],
      },
    });
    expect(recorded.code).toBe(200);
    expect(await history('Y')).toEqual({ ASNG0007: 'Y' });
    const unchecked = await history('N');
    expect(unchecked).toMatchObject({ ASNG0001: 'N' });
    expect(Object.keys(unchecked)).toHaveLength(Object.keys(before).length - 1);
    const [entry] = await t()
      .db.select({ id: securityChecks.id, asnHeaderId: securityChecks.asnHeaderId })
      .from(securityChecks)
      .where(eq(securityChecks.asnNo, 'ASNG0007'));
    const detail = await t().call(asnEndpoints.queryAsnDetail, {
      token: token('supplier1'),
      query: { asnHeaderId: String(entry?.asnHeaderId) },
    });
    expect(detail.data.asnHeader.uploadDocFlag).toBe('Y');

    const removed = await t().call(securityCheckEndpoints.delete, {
      token: token('guard1'),
      query: { id: String(entry?.id) },
    });
    expect(removed.code).toBe(200);
    expect(await history('Y')).toEqual({});
  });
});
