import { describe, expect, it } from 'vitest';
import { memorySettings, parsePgSettings } from '../../src/db/embedded-memory.ts';

const GB = 1024 ** 3;

describe('memory settings of the embedded PostgreSQL', () => {
  it('gives a 16 GB machine a quarter as buffers, half as cache estimate, 64 MB per sort, 1 GB for maintenance', () => {
    expect(memorySettings(16 * GB)).toEqual({
      shared_buffers: '4096MB',
      effective_cache_size: '8192MB',
      work_mem: '64MB',
      maintenance_work_mem: '1024MB',
    });
  });

  it('scales down on a 4 GB machine', () => {
    expect(memorySettings(4 * GB)).toEqual({
      shared_buffers: '1024MB',
      effective_cache_size: '2048MB',
      work_mem: '16MB',
      maintenance_work_mem: '256MB',
    });
  });

  it("keeps PostgreSQL's defaults as the floor on a tiny machine and caps a huge one", () => {
    expect(memorySettings(0.25 * GB)).toEqual({
      shared_buffers: '128MB',
      effective_cache_size: '256MB',
      work_mem: '4MB',
      maintenance_work_mem: '64MB',
    });
    expect(memorySettings(512 * GB)).toMatchObject({ shared_buffers: '8192MB', work_mem: '64MB' });
  });
});

describe('PG_SETTINGS and the single-setting variables', () => {
  it('reads name=value pairs separated by semicolons, skipping blanks and entries without a name', () => {
    expect(parsePgSettings({ PG_SETTINGS: ' random_page_cost = 1.1 ;max_wal_size=2GB;; =5; junk' })).toEqual({
      random_page_cost: '1.1',
      max_wal_size: '2GB',
    });
  });

  it('lets PG_WORK_MEM and its siblings win over PG_SETTINGS', () => {
    expect(
      parsePgSettings({ PG_SETTINGS: 'work_mem=8MB', PG_WORK_MEM: '32MB', PG_SHARED_BUFFERS: '2GB' }),
    ).toEqual({ work_mem: '32MB', shared_buffers: '2GB' });
  });

  it('is empty when nothing is set', () => {
    expect(parsePgSettings({})).toEqual({});
  });
});
