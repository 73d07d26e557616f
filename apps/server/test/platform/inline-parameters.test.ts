import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { inlineParameters } from '../../src/platform/lists/inline-parameters.ts';

describe('inlineParameters', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openDatabase(inject('adminDatabaseUrl'), 2);
  });
  afterAll(() => handle.close());

  /** The query run with its parameters bound, and with them written in: both must answer the same. */
  async function both(text: string, params: unknown[]) {
    const bound = await handle.pool.query({ text, values: params, rowMode: 'array' });
    const inlined = await handle.pool.query({ text: inlineParameters(text, params), rowMode: 'array' });
    return { bound: bound.rows, inlined: inlined.rows };
  }

  it('gives each value the meaning it has as a parameter: text, numbers, dates, null, arrays', async () => {
    const params = [
      'O\'Brien \\ back "quoted" $1',
      42,
      new Date(Date.UTC(2026, 10, 27, 8, 30)),
      null,
      ['a', 'b"c', null, 'd\\e'],
      [1, 2, 3],
    ];
    const { bound, inlined } = await both(
      `select $1::text, $2::int + 1, $3::timestamptz, $4::text is null, $5::text[], 2 = any($6::int[]),
              '$1 stays' as "$2 name"`,
      params,
    );
    expect(inlined).toEqual(bound);
    expect(inlined[0]?.[6]).toBe('$1 stays');
  });

  it('keeps hostile text a value: it cannot end the literal and run SQL', async () => {
    const hostile = "x'); drop table if exists inline_victim; select ('";
    await handle.pool.query('create table if not exists inline_victim (id int)');
    const { bound, inlined } = await both('select $1::text as value', [hostile]);
    expect(inlined).toEqual(bound);
    expect(inlined[0]?.[0]).toBe(hostile);
    expect((await handle.pool.query("select to_regclass('inline_victim') as kept")).rows[0]?.kept).toBe(
      'inline_victim',
    );
    await handle.pool.query('drop table inline_victim');
  });

  it('refuses a parameter it has no value for', () => {
    expect(() => inlineParameters('select $2', ['only one'])).toThrow(/\$2/);
  });
});
