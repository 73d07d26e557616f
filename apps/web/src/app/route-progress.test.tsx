import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackChunk } from './chunk-progress.ts';
import { PROGRESS_DELAY_MS, RouteProgress } from './route-progress.tsx';

async function renderProgress() {
  const router = createMemoryRouter([{ path: '/', element: <RouteProgress /> }]);
  render(<RouterProvider router={router} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A chunk download the test finishes when it wants; the bar has seen it start. */
async function slowChunk() {
  let finish: () => void = () => undefined;
  const load = trackChunk(new Promise<void>((resolve) => (finish = resolve)));
  await elapse(0);
  return { load, finish: () => finish() };
}

describe('RouteProgress', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the bar once a page chunk has loaded for longer than the delay, and hides it when it arrives', async () => {
    await renderProgress();
    const chunk = await slowChunk();
    await elapse(PROGRESS_DELAY_MS - 20);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await elapse(40);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    chunk.finish();
    await act(() => chunk.load);
    await elapse(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never flashes for a chunk that arrives within the delay', async () => {
    await renderProgress();
    const chunk = await slowChunk();
    await elapse(PROGRESS_DELAY_MS / 2);
    chunk.finish();
    await act(() => chunk.load);
    await elapse(PROGRESS_DELAY_MS * 3);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps showing while any of several chunks still loads', async () => {
    await renderProgress();
    const first = await slowChunk();
    const second = await slowChunk();
    await elapse(PROGRESS_DELAY_MS + 10);
    first.finish();
    await act(() => first.load);
    await elapse(PROGRESS_DELAY_MS);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    second.finish();
    await act(() => second.load);
    await elapse(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
