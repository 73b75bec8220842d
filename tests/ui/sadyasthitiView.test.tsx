import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SadyasthitiView } from '../../src/modules/units/sadyasthiti';
import type { StatusHistoryRow, Unit } from '../../src/dataProvider/sankalp';
import { todayIso } from '../../src/domain';
import {
  S,
  choose,
  fakeDataProvider,
  permissionsAt,
  readOnly,
  renderScreen,
  unitOf,
} from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const ROUTE = '/sadyasthiti/view/:sankalpId';
const row = (
  id: number,
  status: StatusHistoryRow['status'],
  date: string,
  reason: string | null,
) => ({
  status_id: id,
  sankalp_id: 4,
  status,
  reason,
  changed_at: '2026-01-10T05:30:00.000Z',
  effective_date: date,
  changed_by: reason ? 7 : null,
  changed_by_name: reason ? 'सुरेश पाटील' : null,
});

function provider() {
  let unit: Unit = unitOf(4);
  let history: StatusHistoryRow[] = [row(1, 'active', '2025-04-01', null)];
  const getOne = vi.fn(async () => ({ data: unit }));
  const getUnitStatusHistory = vi.fn(async () => history);
  const changeUnitStatus = vi.fn(async (change: { status: Unit['status']; reason: string }) => {
    unit = { ...unit, status: change.status, status_date: todayIso() };
    history = [row(2, change.status, todayIso(), change.reason), ...history];
    return {};
  });
  const dp = fakeDataProvider({ getOne, getUnitStatusHistory, changeUnitStatus } as never);
  return { dp, getOne, getUnitStatusHistory, changeUnitStatus };
}

const T = S.status;

describe('/sadyasthiti/view/:sankalpId', () => {
  it('shows the unit, its current status and its history', async () => {
    const { dp, getOne } = provider();
    renderScreen(<SadyasthitiView />, dp, permissionsAt(6), '/sadyasthiti/view/4', ROUTE);
    const history = await screen.findByRole('table', { name: T.history }, { timeout: 10_000 });
    expect(getOne).toHaveBeenCalledWith('sankalp', expect.objectContaining({ id: 4 }));
    expect(screen.getByText('केसनंद शाखा 4')).toBeInTheDocument();
    expect(within(history).getByText(T.created)).toBeInTheDocument();
    expect(within(history).getByText('01-04-2025')).toBeInTheDocument();
    expect(within(history).getByText('10-01-2026 11:00')).toBeInTheDocument();
  });

  it('changes the status with a date and a reason, then shows it in the history', async () => {
    const { dp, changeUnitStatus } = provider();
    renderScreen(<SadyasthitiView />, dp, permissionsAt(6), '/sadyasthiti/view/4', ROUTE);
    await screen.findByRole('table', { name: T.history }, { timeout: 10_000 });
    await choose(T.newStatus, 'स्थगित');
    fireEvent.change(screen.getByLabelText(new RegExp(`^${T.reason}`)), {
      target: { value: 'कार्यकर्ता बदली' },
    });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(changeUnitStatus).toHaveBeenCalledTimes(1));
    expect(changeUnitStatus).toHaveBeenCalledWith({
      sankalp_id: 4,
      status: 'paused',
      effective_date: todayIso(),
      reason: 'कार्यकर्ता बदली',
    });
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: T.history });
    expect(await within(history).findByText('कार्यकर्ता बदली')).toBeInTheDocument();
    expect(within(history).getByText('सुरेश पाटील')).toBeInTheDocument();
  });

  it('takes the effective date typed day first, and names a day that does not exist', async () => {
    const { dp, changeUnitStatus } = provider();
    renderScreen(<SadyasthitiView />, dp, permissionsAt(6), '/sadyasthiti/view/4', ROUTE);
    await screen.findByRole('table', { name: T.history }, { timeout: 10_000 });
    await choose(T.newStatus, 'स्थगित');
    const day = screen.getByLabelText(new RegExp(`^${T.effectiveDate}`));
    expect(day).toHaveValue(todayIso().split('-').reverse().join('-'));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${T.reason}`)), {
      target: { value: 'कार्यकर्ता बदली' },
    });
    fireEvent.change(day, { target: { value: '31/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('दिनांक योग्य नाही')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '05/01/2026' } });
    await waitFor(() => expect(screen.queryByText('दिनांक योग्य नाही')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(changeUnitStatus).toHaveBeenCalledTimes(1));
    expect(changeUnitStatus).toHaveBeenCalledWith(
      expect.objectContaining({ effective_date: '2026-01-05' }),
    );
  });

  it('offers only the other statuses and needs a reason', async () => {
    const { dp, changeUnitStatus } = provider();
    renderScreen(<SadyasthitiView />, dp, permissionsAt(6), '/sadyasthiti/view/4', ROUTE);
    await screen.findByRole('table', { name: T.history }, { timeout: 10_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.newStatus }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent).filter(Boolean)).toEqual(['स्थगित', 'बंद']);
    fireEvent.click(options.find((o) => o.textContent === 'बंद')!);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('आवश्यक')).toBeInTheDocument();
    expect(changeUnitStatus).not.toHaveBeenCalled();
  });

  it('shows no change form to a read-only user', async () => {
    const { dp } = provider();
    renderScreen(<SadyasthitiView />, dp, readOnly(permissionsAt(6)), '/sadyasthiti/view/4', ROUTE);
    await screen.findByRole('table', { name: T.history }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
  });
});
