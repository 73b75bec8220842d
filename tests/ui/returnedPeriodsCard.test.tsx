import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ReturnedPeriodsCard } from '../../src/custom/dashboard/ReturnedPeriodsCard';
import type { PeriodReturnRow } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

function setup(returns: PeriodReturnRow[]) {
  const getPeriodReturns = vi.fn(async () => ({ returns }));
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getPeriodReturns })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <p>डॅशबोर्ड</p>
      <ReturnedPeriodsCard />
    </AdminContext>,
  );
  return getPeriodReturns;
}

describe('figures sent back, on the dashboard (issue 46)', () => {
  it('lists each with its form, period, place, who and why', async () => {
    setup([
      {
        module: 'utsav',
        year: '2026-27',
        part: 'gurupujan',
        location_id: 17,
        place: 'पौड उपखंड',
        reason: 'शिशु संख्या तपासा',
        by: 'तालुका कार्यालय',
        on: '2026-11-25',
      },
    ]);
    const card = await screen.findByTestId('period-returns');
    expect(card).toHaveTextContent('दुरुस्तीसाठी परत आलेली माहिती');
    expect(card).toHaveTextContent(/पौड उपखंड — उत्सव .*गुरुपूजन/);
    expect(card).toHaveTextContent(
      'तालुका कार्यालय यांनी 25-11-2026 रोजी ही माहिती दुरुस्तीसाठी परत पाठवली आहे: "शिशु संख्या तपासा".',
    );
  });

  it('shows nothing while none waits', async () => {
    const asked = setup([]);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.getByText('डॅशबोर्ड')).toBeInTheDocument();
    expect(screen.queryByTestId('period-returns')).not.toBeInTheDocument();
  });
});
