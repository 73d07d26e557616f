import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/platform/http/app-error.ts';
import { offsetOf, orderBy, pageCount, type SortWhitelist } from '../../src/platform/lists/paging.ts';

const dialect = new PgDialect();
/** The ORDER BY list as PostgreSQL would receive it. */
const render = (parts: SQL[]) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

const whitelist: SortWhitelist = {
  companyCode: companies.companyCode,
  i18nCompanyType: companies.companyType,
};
const tieBreakers = [asc(companies.companyCode), asc(companies.id)];
const TIES = '"companies"."company_code" asc, "companies"."id" asc';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('orderBy', () => {
  it('orders by the tie-breakers alone when no sortName is asked', () => {
    expect(render(orderBy(whitelist, { sort: 'ASC' }, tieBreakers))).toBe(TIES);
    expect(render(orderBy(whitelist, { sort: 'DESC', sortName: '' }, tieBreakers))).toBe(TIES);
  });

  it('puts the whitelisted column first in the asked direction and keeps the tie-breakers after it', () => {
    expect(render(orderBy(whitelist, { sort: 'ASC', sortName: 'companyCode' }, tieBreakers))).toBe(
      `"companies"."company_code" asc, ${TIES}`,
    );
    expect(render(orderBy(whitelist, { sort: 'DESC', sortName: 'companyCode' }, tieBreakers))).toBe(
      `"companies"."company_code" desc, ${TIES}`,
    );
  });

  it('maps a display field to its data column', () => {
    expect(
      render(orderBy(whitelist, { sort: 'DESC', sortName: 'i18nCompanyType' }, [desc(companies.id)])),
    ).toBe('"companies"."company_type" desc, "companies"."id" desc');
  });

  it('refuses an unknown sortName with a 400 naming it', () => {
    const error = refusal(() => orderBy(whitelist, { sort: 'ASC', sortName: 'companyName' }, tieBreakers));
    expect(error.code).toBe(400);
    expect(error.params).toEqual({ sortName: 'companyName' });
    expect(error.userMessage.en).toBe('Sorting by "{sortName}" is not supported');
  });

  it('refuses SQL in a sortName', () => {
    for (const sortName of [
      'companyCode; drop table users--',
      '1=1',
      'company_code desc',
      '"companies"."id"',
    ]) {
      expect(refusal(() => orderBy(whitelist, { sort: 'ASC', sortName }, tieBreakers)).params).toEqual({
        sortName,
      });
    }
  });

  it("refuses the names every object inherits, which are not the whitelist's own", () => {
    for (const sortName of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(refusal(() => orderBy(whitelist, { sort: 'ASC', sortName }, tieBreakers)).code, sortName).toBe(
        400,
      );
    }
  });

  it('echoes at most 40 characters of a refused sortName', () => {
    const sortName = 'x'.repeat(64);
    expect(refusal(() => orderBy(whitelist, { sort: 'ASC', sortName }, tieBreakers)).params).toEqual({
      sortName: 'x'.repeat(40),
    });
  });
});

describe('pageCount and offsetOf', () => {
  it('counts whole pages, the last one partial', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(17, 2)).toBe(9);
    expect(pageCount(1000, 500)).toBe(2);
    expect(pageCount(1001, 500)).toBe(3);
  });

  it('skips the rows of the earlier pages', () => {
    expect(offsetOf({ pageNo: 1, size: 10 })).toBe(0);
    expect(offsetOf({ pageNo: 3, size: 20 })).toBe(40);
    expect(offsetOf({ pageNo: 2, size: 500 })).toBe(500);
  });
});
