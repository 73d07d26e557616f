import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../../src/platform/http/loggable-error.ts';

/** A failed query of an upload: its SQL and one array parameter of 200,000 part numbers. */
function failedUpload() {
  const partNos = Array.from({ length: 200_000 }, (_, index) => `PART-${index}`);
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "parts_uq"'), {
    code: '23505',
    constraint: 'parts_uq',
  });
  return new DrizzleQueryError('select * from parts where part_no = any($1::text[])', [partNos], cause);
}

describe('loggableError', () => {
  it('keeps a failed query with megabytes of parameters to a short log entry', () => {
    const error = failedUpload();
    expect(error.message.length).toBeGreaterThan(1_000_000);
    expect(JSON.stringify(loggableError(error)).length).toBeLessThan(10_000);
  });

  it('keeps what tells the failure apart: the SQL, the codes, the constraint, how many parameters', () => {
    expect(loggableError(failedUpload())).toMatchObject({
      type: 'Error',
      query: 'select * from parts where part_no = any($1::text[])',
      params: '[1 values]',
      cause: { code: '23505', constraint: 'parts_uq', message: expect.stringContaining('duplicate key') },
    });
  });

  it('passes what is not an error through', () => {
    expect(loggableError('gone')).toBe('gone');
  });
});
