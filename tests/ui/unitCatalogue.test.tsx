import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, EKAK_TYPES, type EkakType } from '../../src/domain';
import { gatheringMr } from '../../src/i18n/mr/gathering';
import { useUnitChoices } from '../../src/modules/units/unitChoices';
import { CATALOGUE_KEY } from '../../src/modules/units/useUnitCatalogue';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
const G = gatheringMr.gathering;
beforeEach(() => localStorage.clear());

/** Lists the type and sub-type choices the unit screens would offer. */
function Probe() {
  const { types, subTypes } = useUnitChoices();
  return (
    <ul>
      {types.map((t) => (
        <li key={t.id}>{`${t.name}: ${subTypes(Number(t.id)).length}`}</li>
      ))}
    </ul>
  );
}

const only = (typeId: number): EkakType[] => EKAK_TYPES.filter((t) => t.ekak_type_id === typeId);
const store = (version: string, types: EkakType[]) =>
  localStorage.setItem(CATALOGUE_KEY, JSON.stringify({ version, types }));
const show = (getUnitCatalogue: () => Promise<EkakType[]>) =>
  renderScreen(<Probe />, fakeDataProvider({ getUnitCatalogue } as never), permissionsAt(6));

describe('useUnitCatalogue', () => {
  it('builds the choices from the served catalogue, fetched once and kept with the app version', async () => {
    const getUnitCatalogue = vi.fn(async () => only(2));
    renderScreen(
      <>
        <Probe />
        <Probe />
      </>,
      fakeDataProvider({ getUnitCatalogue } as never),
      permissionsAt(6),
    );
    await vi.waitFor(() => expect(screen.queryByText(/शाखा/)).not.toBeInTheDocument());
    expect(screen.getAllByText(`${G.type.saptahik_milan}: 4`)).toHaveLength(2);
    expect(getUnitCatalogue).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(CATALOGUE_KEY)!)).toEqual({
      version: APP_VERSION,
      types: only(2),
    });
  });

  it('falls back to the cached copy when the catalogue cannot be fetched', async () => {
    store(APP_VERSION, only(3));
    const getUnitCatalogue = vi.fn(async () => Promise.reject(new Error('offline')));
    show(getUnitCatalogue);
    expect(await screen.findByText(`${G.type.sangh_mandali}: 1`)).toBeInTheDocument();
    await vi.waitFor(() => expect(getUnitCatalogue).toHaveBeenCalled());
    expect(screen.queryByText(/शाखा/)).not.toBeInTheDocument();
  });

  it('ignores a copy cached by another app version, using the built-in catalogue offline', async () => {
    store('0.0.1', only(3));
    const getUnitCatalogue = vi.fn(async () => Promise.reject(new Error('offline')));
    show(getUnitCatalogue);
    expect(await screen.findByText(`${G.type.shakha}: 4`)).toBeInTheDocument();
    expect(screen.getByText(`${G.type.saptahik_milan}: 4`)).toBeInTheDocument();
    expect(screen.getByText(`${G.type.sangh_mandali}: 1`)).toBeInTheDocument();
  });
});
