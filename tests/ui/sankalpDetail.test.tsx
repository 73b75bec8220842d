import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SankalpDetail } from '../../src/resources/sankalp';
import { S, fakeDataProvider, permissionsAt, renderScreen, unitOf } from './sankalpHarness';

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
    expect(screen.getByText(S.field.meeting_place)).toBeInTheDocument();
    expect(screen.getByText('मारुती मंदिर')).toBeInTheDocument();
    expect(screen.getByText('बंद')).toBeInTheDocument();
    expect(screen.getAllByText('01/04/2025')).toHaveLength(2);
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
});
