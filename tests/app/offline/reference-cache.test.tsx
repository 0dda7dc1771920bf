import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { CachedAge } from '../../../src/app/offline/ui/cached-age';
import { db } from '../../../src/app/offline/store/db';
import { readReference } from '../../../src/app/offline/store/reference-rows';
import { deviceLists } from '../../../src/app/offline/reference/device-lists';
import { notSavedMessage, useCachedReference } from '../../../src/app/offline/hooks/use-cached-reference';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb } from '../../helpers/app/offline/offline-fixtures';

type List = { data: ReturnType<typeof checkpoint>[] };

const api = vi.hoisted(() => ({ fetcher: (): Promise<List> => Promise.resolve({ data: [] }) }));
vi.mock('../../../src/app/api/checkpoints', () => ({ checkpointsApi: { list: () => api.fetcher() } }));

const checkpoint = (id: number, name: string) => ({ id, name, email: `${name.toLowerCase()}@demo.test`, address: '1 Madeira Street', phone: '242-555-0100', releases: false });

const Probe = ({ fetcher }: { fetcher: () => Promise<List> }) => {
  api.fetcher = fetcher;
  const { data, fetchedAt, error, isLoading } = useCachedReference('checkpoints');
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert">{error instanceof Error ? error.message : 'error'}</p>;
  return (
    <div>
      <p>{data?.data.map((c) => c.name).join(', ')}</p>
      <CachedAge fetchedAt={fetchedAt} />
    </div>
  );
};

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(clearOfflineDb);
afterEach(() => vi.restoreAllMocks());

describe('cached reference data', () => {
  it('online, shows the live answer and saves a copy with its time', async () => {
    renderWithProviders(<Probe fetcher={async () => ({ data: [checkpoint(12, 'Miami')] })} />);
    expect(await screen.findByText('Miami')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    await waitFor(async () => expect(await db.reference.get('checkpoints')).toMatchObject({ data: { data: [{ id: 12, name: 'Miami' }] } }));
  });

  it('offline, shows the saved copy with its age without asking the server', async () => {
    await db.reference.put({ key: 'checkpoints', data: { data: [checkpoint(5, 'Nassau')] }, fetchedAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    setOnline(false);
    const fetcher = vi.fn(async () => ({ data: [] }));
    renderWithProviders(<Probe fetcher={fetcher} />);
    expect(await screen.findByText('Nassau')).toBeTruthy();
    expect(screen.getByText('Saved 5 min ago')).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads a copy of the checkpoints saved before release points existed, none of them one, instead of losing it', async () => {
    const { releases: _, ...savedBefore } = checkpoint(5, 'Nassau');
    await db.reference.put({ key: 'checkpoints', data: { data: [savedBefore] }, fetchedAt: new Date().toISOString() });
    expect(await readReference('checkpoints', deviceLists.checkpoints.schema)).toMatchObject({ data: { data: [{ id: 5, name: 'Nassau', releases: false }] } });
  });

  it('falls back to the copy when the server cannot be reached', async () => {
    await db.reference.put({ key: 'checkpoints', data: { data: [checkpoint(5, 'Nassau')] }, fetchedAt: new Date().toISOString() });
    renderWithProviders(<Probe fetcher={() => Promise.reject(new ApiError(0, null))} />);
    expect(await screen.findByText('Nassau')).toBeTruthy();
    expect(screen.getByText('Saved just now')).toBeTruthy();
  });

  it('says so when offline with no copy, or the copy no longer fits the schema', async () => {
    await db.reference.put({ key: 'checkpoints', data: { rows: [] }, fetchedAt: new Date().toISOString() });
    setOnline(false);
    renderWithProviders(<Probe fetcher={async () => ({ data: [] })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(notSavedMessage);
  });

  it('turns a live answer into the saved copy when the connection goes', async () => {
    const online = setOnline(true);
    renderWithProviders(<Probe fetcher={async () => ({ data: [checkpoint(12, 'Miami')] })} />);
    expect(await screen.findByText('Live')).toBeTruthy();
    await waitFor(async () => expect(await db.reference.get('checkpoints')).toBeTruthy());
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Saved just now')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('shows a refusal (4xx) rather than an old copy', async () => {
    await db.reference.put({ key: 'checkpoints', data: { data: [checkpoint(5, 'Nassau')] }, fetchedAt: new Date().toISOString() });
    renderWithProviders(<Probe fetcher={() => Promise.reject(new ApiError(403, { code: 'FORBIDDEN', message: 'Not allowed' }))} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
  });
});
