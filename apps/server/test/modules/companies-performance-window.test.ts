import { companiesEndpoints } from '@portal/contract/companies';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { getTaxInfo, updateCompanyTaxInfo } = companiesEndpoints;
let token: string;
let adth: number;

const RATES = {
  taxRate: '7',
  totalAmountTolerance: '1',
  unitPriceTolerance: '0.5',
  taxTolerances: [],
  amountTolerances: [],
};

beforeAll(async () => {
  token = await t().login('admin');
  adth = await companyIdOf(t().db, 'ADTH');
});

const save = (body: Record<string, unknown>, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(updateCompanyTaxInfo, { token, body: { companyId: adth, ...RATES, ...body }, locale });

async function storedWindow() {
  const [row] = await t()
    .db.select({
      onTimeEarlyDays: companies.onTimeEarlyDays,
      onTimeLateDays: companies.onTimeLateDays,
      arrivalGraceHours: companies.arrivalGraceHours,
    })
    .from(companies)
    .where(eq(companies.id, adth));
  return row;
}

describe('the on-time window and arrival grace of a buyer company', () => {
  it('are saved with the tax settings and read back', async () => {
    const reply = await save({ onTimeEarlyDays: 3, onTimeLateDays: 1, arrivalGraceHours: 48 });
    expect(reply.code).toBe(200);
    expect(await storedWindow()).toEqual({ onTimeEarlyDays: 3, onTimeLateDays: 1, arrivalGraceHours: 48 });
    const read = await t().call(getTaxInfo, { token, query: { id: String(adth) } });
    expect(read.data).toMatchObject({ onTimeEarlyDays: 3, onTimeLateDays: 1, arrivalGraceHours: 48 });
  });

  it('stay as they are when a client of the original portal saves without them', async () => {
    await save({ onTimeEarlyDays: 5, onTimeLateDays: 2, arrivalGraceHours: 12 });
    expect((await save({})).code).toBe(200);
    expect(await storedWindow()).toEqual({ onTimeEarlyDays: 5, onTimeLateDays: 2, arrivalGraceHours: 12 });
  });

  it('refuse values outside 0-30 days and 0-720 hours in the user language, changing nothing', async () => {
    await save({ onTimeEarlyDays: 2, onTimeLateDays: 0, arrivalGraceHours: 24 });
    for (const bad of [
      { onTimeEarlyDays: 31 },
      { onTimeLateDays: -1 },
      { arrivalGraceHours: 721 },
      { onTimeEarlyDays: 1.5 },
    ]) {
      const reply = await save({ ...bad, taxRate: '9' });
      expect(reply.code).toBe(400);
      expect(reply.msg).toContain(
        Object.keys(bad)[0] === 'arrivalGraceHours' ? 'Arrival Grace' : 'On-time Window',
      );
    }
    const cn = await save({ arrivalGraceHours: 721 }, 'cn');
    expect(cn.msg).toContain('到货宽限');
    expect(await storedWindow()).toEqual({ onTimeEarlyDays: 2, onTimeLateDays: 0, arrivalGraceHours: 24 });
    const [rates] = await t()
      .db.select({ taxRate: companies.taxRate })
      .from(companies)
      .where(eq(companies.id, adth));
    expect(rates?.taxRate).toBe('7.00');
  });
});
