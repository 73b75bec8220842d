import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PeriodRequestsCard } from '../../src/shared/periodApproval/PeriodRequestsCard';
import type { AppDataProvider } from '../../src/dataProvider';
import type { PeriodRequestRow } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const request = (id: number, status: PeriodRequestRow['status']): PeriodRequestRow => ({
  request_id: id,
  module: 'sanghik',
  location_id: 24,
  year: '2026-27',
  part: '8',
  reason: 'शाखेचे आकडे उशिरा मिळाले',
  status,
  decision: null,
  until: null,
  asked_at: '2026-11-20 10:15',
  asked_by_name: 'उपखंड कार्यालय',
  place: 'पौड उपखंड',
});

function setup(first: PeriodRequestRow[], then: PeriodRequestRow[] = []) {
  const answers = [first, then];
  const getPeriodRequests = vi.fn(async () => ({ requests: answers.shift() ?? then }));
  const decidePeriodRequest = vi.fn<AppDataProvider['decidePeriodRequest']>(async () => ({}));
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getPeriodRequests, decidePeriodRequest })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <PeriodRequestsCard />
      <Notification />
    </AdminContext>,
  );
  return { getPeriodRequests, decidePeriodRequest };
}

describe('the office above sees the requests to reopen and decides them', () => {
  it('lists the waiting ones with their place, module, period and reason; grants for 3 days', async () => {
    const { decidePeriodRequest } = setup([request(7, 'pending'), request(8, 'refused')]);
    const card = within(await screen.findByTestId('period-requests'));
    expect(card.getByText('पौड उपखंड — सांघिक नोंदणी · ऑगस्ट, आर्थिक वर्ष 2026-27')).toBeInTheDocument();
    expect(
      card.getByText(/शाखेचे आकडे उशिरा मिळाले \(उपखंड कार्यालय यांनी, 2026-11-20 10:15\)/),
    ).toBeInTheDocument();
    expect(card.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(card.getByRole('button', { name: '३ दिवसांसाठी उघडा' }));
    await waitFor(() => expect(decidePeriodRequest).toHaveBeenCalledWith(7, { grant: true }));
    expect(await screen.findByText('कालावधी पुन्हा उघडला')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('period-requests')).not.toBeInTheDocument());
  });

  it('refuses with a reason', async () => {
    const { decidePeriodRequest } = setup([request(7, 'pending')]);
    const card = within(await screen.findByTestId('period-requests'));
    fireEvent.click(card.getByRole('button', { name: 'नाकारा' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /कारण/ }), {
      target: { value: 'मुदत संपली आहे' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'नाकारा' }));
    await waitFor(() =>
      expect(decidePeriodRequest).toHaveBeenCalledWith(7, { reason: 'मुदत संपली आहे' }),
    );
    expect(await screen.findByText('विनंती नाकारली')).toBeInTheDocument();
  });

  it('shows nothing while no request waits', async () => {
    const { getPeriodRequests } = setup([request(8, 'granted')]);
    await waitFor(() => expect(getPeriodRequests).toHaveBeenCalled());
    expect(screen.queryByTestId('period-requests')).not.toBeInTheDocument();
  });
});
