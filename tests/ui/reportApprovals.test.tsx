import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PeriodApprovals as Answer } from '../../src/domain/engine';
import { utsav } from '../../src/domain/modules/utsav';
import { NO_PROGRESS } from '../../src/domain/periods';
import { ReportApprovals } from '../../src/engine/report/ReportApprovals';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const ANSWER: Answer = {
  place: { location_id: 10, progress: { ...NO_PROGRESS, expected: 2, saved: 1 }, approval: null },
  children: [
    {
      location_id: 21,
      level_id: 8,
      localized_name: 'पौड',
      name_suffix: 'उपखंड',
      progress: { ...NO_PROGRESS, expected: 1, saved: 1, submitted: 1, onTime: 1 },
      state: 'ready',
      approval: null,
    },
  ],
  can_approve: true,
  as_of: '2026-11-26 14:05',
};

function setup(d = utsav, body: Record<string, unknown> = { festival: 'gurupujan' }) {
  const getPeriodApprovals = vi.fn(async () => ANSWER);
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getPeriodApprovals })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <p>अहवाल</p>
      <ReportApprovals d={d} body={{ locationId: 10, year: '2026-27', ...body }} writable />
    </AdminContext>,
  );
  return getPeriodApprovals;
}

describe('a count form’s approval under its roll-up report (issue 46)', () => {
  it('asks the festival’s approvals and offers to approve its ready places', async () => {
    const asked = setup();
    const panel = within(await screen.findByTestId('period-approvals'));
    expect(asked).toHaveBeenCalledWith('utsav', {
      locationId: 10,
      year: '2026-27',
      festival: 'gurupujan',
    });
    expect(panel.getByTestId('approval-21')).toHaveTextContent('पौड');
    expect(panel.getByRole('button', { name: 'तयार असलेली सर्व ठिकाणे मंजूर करा (1)' })).toBeEnabled();
  });

  it('shows nothing for a year of every festival, nor for a form without approval', async () => {
    const yearWide = setup(utsav, {});
    const withoutApproval = setup({ ...utsav, periodPolicy: undefined });
    await waitFor(() => expect(screen.getAllByText('अहवाल')).toHaveLength(2));
    expect(screen.queryByTestId('period-approvals')).not.toBeInTheDocument();
    expect(yearWide).not.toHaveBeenCalled();
    expect(withoutApproval).not.toHaveBeenCalled();
  });
});
