import { describe, expect, it } from 'vitest';
import { embeddedMemorySettings } from './embedded-memory.ts';

const GB = 1024 ** 3;

describe('embedded PostgreSQL memory settings', () => {
  it('takes its share of a plant server and stays within the bounds', () => {
    expect(embeddedMemorySettings(16 * GB, {})).toEqual([
      'shared_buffers=1024MB',
      'effective_cache_size=8192MB',
      'work_mem=32MB',
      'maintenance_work_mem=512MB',
    ]);
  });

  it("never goes below PostgreSQL's own defaults on a small machine", () => {
    expect(embeddedMemorySettings(0.5 * GB, {})).toEqual([
      'shared_buffers=128MB',
      'effective_cache_size=512MB',
      'work_mem=4MB',
      'maintenance_work_mem=64MB',
    ]);
  });

  it('lets a set environment variable win', () => {
    const settings = embeddedMemorySettings(16 * GB, { PG_SHARED_BUFFERS: ' 256MB ', PG_WORK_MEM: '' });
    expect(settings[0]).toBe('shared_buffers=256MB');
    expect(settings[2]).toBe('work_mem=32MB');
  });
});
