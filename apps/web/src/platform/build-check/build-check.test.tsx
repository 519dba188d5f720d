import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../toasts';
import { BUILD_CHECK_INTERVAL_MS, startBuildCheck } from './build-check';
import { announceNewVersion, BuildUpdateCheck, NEW_VERSION_MESSAGE } from './build-update-check';

function descriptor(version: string) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ version, builtAt: '2026-03-10T12:00:00.000Z' }), {
        status: 200,
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => toast.dismiss());
});

describe('startBuildCheck', () => {
  it('polls the descriptor every 3,600,000 ms with a t= timestamp query', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const fetchImpl = descriptor('v1');
    const stop = startBuildCheck({ currentVersion: 'v1', onNewVersion: vi.fn(), fetchImpl });
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe(
      `/version.json?t=${Date.parse('2026-03-10T13:00:00Z')}`,
    );
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing while the live version equals ours', async () => {
    const onNewVersion = vi.fn();
    const stop = startBuildCheck({
      currentVersion: 'v1',
      onNewVersion,
      fetchImpl: descriptor('v1'),
    });
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('announces a new version once and stops polling', async () => {
    const onNewVersion = vi.fn();
    const fetchImpl = descriptor('v2');
    startBuildCheck({ currentVersion: 'v1', onNewVersion, fetchImpl });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('v2');
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('checks on focus only when more than an hour passed since the last check', async () => {
    const fetchImpl = descriptor('v1');
    const stop = startBuildCheck({ currentVersion: 'v1', onNewVersion: vi.fn(), fetchImpl });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).not.toHaveBeenCalled();
    // A sleeping laptop: the clock moved on, the interval did not fire.
    vi.setSystemTime(Date.now() + 31 * 60_000);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledOnce();
    stop();
  });

  it('ignores an unreadable descriptor', async () => {
    const onNewVersion = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('<!doctype html>', { status: 200 }),
    );
    const stop = startBuildCheck({ currentVersion: 'v1', onNewVersion, fetchImpl });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});

describe('BuildUpdateCheck', () => {
  it('shows the persistent notice with a Recarregar button when a new build is live', async () => {
    vi.stubGlobal('fetch', descriptor('v2'));
    render(
      <>
        <Toasts />
        <BuildUpdateCheck currentVersion="v1" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    vi.useRealTimers();
    expect(await screen.findByText(NEW_VERSION_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('shows one notice when both the hourly check and a waiting service worker announce', async () => {
    vi.useRealTimers();
    render(<Toasts />);
    announceNewVersion();
    announceNewVersion();
    expect(await screen.findByText(NEW_VERSION_MESSAGE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(NEW_VERSION_MESSAGE)).toHaveLength(1);
  });

  it('does not poll without a build id (dev server, tests)', async () => {
    const fetchSpy = descriptor('v2');
    vi.stubGlobal('fetch', fetchSpy);
    render(<BuildUpdateCheck currentVersion="" />);
    await act(() => vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
