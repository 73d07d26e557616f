import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope.ts';

describe('parseEnvelope', () => {
  it('takes a numeric or text code with an optional msg and any data', () => {
    expect(parseEnvelope({ code: 200, msg: '', data: [1] })).toEqual({ code: 200, msg: '', data: [1] });
    expect(parseEnvelope({ code: '200', data: null })).toEqual({ code: '200', msg: undefined, data: null });
    expect(parseEnvelope({ code: 500, msg: null })).toEqual({ code: 500, msg: null, data: undefined });
  });

  it('refuses what is not an envelope', () => {
    expect(parseEnvelope(undefined)).toBeNull();
    expect(parseEnvelope('ok')).toBeNull();
    expect(parseEnvelope([200])).toBeNull();
    expect(parseEnvelope({ msg: 'no code' })).toBeNull();
    expect(parseEnvelope({ code: true })).toBeNull();
    expect(parseEnvelope({ code: 200, msg: 42 })).toBeNull();
  });
});
