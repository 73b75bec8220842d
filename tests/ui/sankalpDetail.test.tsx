import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SankalpDetail } from '../../src/modules/units';
import { S, F, fakeDataProvider, permissionsAt, renderScreen, unitOf } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const ROUTE = '/sankalp/detailView/:sankalpId';

describe('/sankalp/detailView/:sankalpId', () => {
  it('shows the unit’s details in Marathi with its current status and a link to change it', async () => {
    const getOne = vi.fn(async () => ({ data: unitOf(4, { status: 'closed' }) }));
    renderScreen(
      <SankalpDetail />,
      fakeDataProvider({ getOne } as never),
      permissionsAt(6),
      '/sankalp/detailView/4',
      ROUTE,
    );
    expect(await screen.findByText('केसनंद शाखा 4', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('sankalp', expect.objectContaining({ id: 4 }));
    expect(screen.getByText(F.meeting_place)).toBeInTheDocument();
    expect(screen.getByText('मारुती मंदिर')).toBeInTheDocument();
    expect(screen.getByText('बंद')).toBeInTheDocument();
    expect(screen.getAllByText('01-04-2025')).toHaveLength(2);
    expect(screen.getByRole('link', { name: S.detail.statusLink })).toHaveAttribute(
      'href',
      '/sadyasthiti/view/4',
    );
  });

  it('says so when the unit does not exist', async () => {
    const getOne = vi.fn(async () => Promise.reject(new Error('unit not found')));
    renderScreen(
      <SankalpDetail />,
      fakeDataProvider({ getOne } as never),
      permissionsAt(6),
      '/sankalp/detailView/9',
      ROUTE,
    );
    expect(await screen.findByText(S.detail.notFound, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows what each save of the unit changed, its status change too, by name', async () => {
    const getOne = vi.fn(async () => ({ data: unitOf(4, { status: 'paused' }) }));
    const snapshot = (version: number, data: object, at: string) => ({
      version,
      location_id: 12,
      place: 'केसनंद गाव',
      data: { ...unitOf(4), ...data },
      deleted: false,
      changed_at: at,
      changed_by_name: 'उपखंड कार्यवाह',
    });
    const getEntityHistory = vi.fn(async () => [
      snapshot(1, {}, '2025-04-01T05:00:00.000Z'),
      snapshot(
        2,
        { status: 'paused', status_date: '2026-01-10', ekak_sub_type_id: 3 },
        '2026-01-10T05:00:00.000Z',
      ),
    ]);
    renderScreen(
      <SankalpDetail />,
      fakeDataProvider({ getOne, getEntityHistory } as never),
      permissionsAt(6),
      '/sankalp/detailView/4',
      ROUTE,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'पूर्वीची माहिती दाखवा' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'बदलांचा इतिहास' });
    expect(getEntityHistory).toHaveBeenCalledWith('ekak', 4);
    await within(dialog).findByText(F.status);
    const row = (label: string) => within(dialog).getByText(label).closest('tr')!;
    expect(row(F.status)).toHaveTextContent(/सक्रिय.*स्थगित/);
    expect(row(F.status_date)).toHaveTextContent(/01-04-2025.*10-01-2026/);
    expect(row(F.ekak_sub_type_id)).toHaveTextContent(/प्रौढ.*तरुण व्यावसायिक/);
  });
});
