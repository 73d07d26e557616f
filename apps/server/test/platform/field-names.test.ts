import type { WebLocale } from '@portal/contract/common';
import { companiesEndpoints } from '@portal/contract/companies';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Issue 12 item 11: a refused request names the field as the user's screen does, in the user's language,
 * whether the contract's schema refuses it or a rule of the service does; and it changes nothing.
 */
const t = useTestApp();
const { addPlant, updateCompanyTaxInfo } = companiesEndpoints;
let token = '';
let adcn = 0;

beforeAll(async () => {
  token = await t().login('admin');
  adcn = await companyIdOf(t().db, 'ADCN');
});

/** Plants and tolerance rows with their contents: a refused request must leave both as they were. */
async function snapshot() {
  const result = await t().db.execute(sql`
    select (select json_agg(p order by p.id) from plants p) as plants,
           (select json_agg(c order by c.company_id, c.kind, c.currency) from company_tolerances c) as tolerances,
           (select tax_rate from companies where id = ${adcn}) as tax_rate`);
  return result.rows[0];
}

const TAX_INFO = {
  taxRate: '9',
  totalAmountTolerance: '1.25',
  unitPriceTolerance: '0.5',
  taxTolerances: [{ currency: 'THB', toleranceAmount: '3.5' }],
  amountTolerances: [{ currency: 'THB', toleranceAmount: '12' }],
};

const inEach = async (
  send: (locale: WebLocale) => Promise<{ code: number; msg: string }>,
): Promise<Record<WebLocale, string>> => {
  const [cn, en, th] = await Promise.all((['cn', 'en', 'th'] as const).map(send));
  expect([cn?.code, en?.code, th?.code]).not.toContain(200);
  return { cn: cn?.msg ?? '', en: en?.msg ?? '', th: th?.msg ?? '' };
};

describe('a schema refusal names the field by its label', () => {
  it('POST /plant/addPlant without a plant code: "Plant Code" in en, cn and th', async () => {
    const before = await snapshot();
    const body = { companyId: adcn, plantName: 'Nameless Plant' };
    const messages = await inEach((locale) => t().call(addPlant, { token, body, locale }));
    expect(messages).toEqual({
      cn: '工厂代码：不能为空',
      en: 'Plant Code: is required',
      th: 'รหัสโรงงาน: ต้องระบุ',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('POST /company/updateCompanyTaxInfo with a bad line: the list, the line and the field', async () => {
    const before = await snapshot();
    const amountTolerances = [
      { currency: 'THB', toleranceAmount: '12' },
      { currency: 'USD', toleranceAmount: '-1' },
    ];
    const body = { companyId: adcn, ...TAX_INFO, amountTolerances };
    const messages = await inEach((locale) => t().call(updateCompanyTaxInfo, { token, body, locale }));
    expect(messages).toEqual({
      cn: '金额容差第 2 行的容差金额：格式不正确',
      en: 'Tolerance Amount (Amount Tolerances, line 2): has an invalid format',
      th: 'จำนวนเงินที่เผื่อได้ (ค่าเผื่อจำนวนเงิน รายการที่ 2): รูปแบบไม่ถูกต้อง',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('never shows the payload name in any language', async () => {
    const body = { companyId: adcn, plantCode: 'NN01' };
    const messages = await inEach((locale) => t().call(addPlant, { token, body, locale }));
    for (const message of Object.values(messages)) expect(message).not.toMatch(/plantName|companyId/);
    expect(messages.en).toBe('Plant Name: is required');
  });
});

describe("a service rule's refusal names the field the same way", () => {
  it('a plant code the company already has (a message about the field)', async () => {
    const before = await snapshot();
    const body = { companyId: adcn, plantCode: 'SH01', plantName: 'Second Anting' };
    const messages = await inEach((locale) => t().call(addPlant, { token, body, locale }));
    expect(messages).toEqual({
      cn: '工厂代码：公司 ADCN 已有工厂代码 SH01',
      en: 'Plant Code: company ADCN already has the plant code SH01',
      th: 'รหัสโรงงาน: บริษัท ADCN มีรหัสโรงงาน SH01 อยู่แล้ว',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a currency twice in one list (the field passed as a param)', async () => {
    const before = await snapshot();
    const twice = [
      { currency: 'USD', toleranceAmount: '1' },
      { currency: 'USD', toleranceAmount: '2' },
    ];
    const body = { companyId: adcn, ...TAX_INFO, taxTolerances: twice };
    const messages = await inEach((locale) => t().call(updateCompanyTaxInfo, { token, body, locale }));
    expect(messages).toEqual({
      cn: '税额容差：币种 USD 重复，每个币种只能出现一次',
      en: 'Tax Amount Tolerances: the currency USD occurs more than once; each currency may occur only once',
      th: 'ค่าเผื่อยอดภาษี: สกุลเงิน USD ซ้ำกัน แต่ละสกุลเงินระบุได้เพียงครั้งเดียว',
    });
    expect(await snapshot()).toEqual(before);
  });
});
