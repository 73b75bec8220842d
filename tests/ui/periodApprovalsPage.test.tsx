import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PeriodApprovalsPage } from '../../src/custom/period-approvals';
import { NO_PROGRESS } from '../../src/domain/periods';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });

const ANSWER = {
  place: { location_id: 6, progress: { ...NO_PROGRESS, expected: 1 }, approval: null },
  children: [],
  can_approve: true,
  as_of: null,
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('/period-approvals: any count form’s completeness and approval (issue 46)', () => {
  it('asks the chosen festival return’s approvals of a festival at the office’s place', async () => {
    const getPeriodApprovals = vi.fn(async () => ANSWER);
    renderScreen(
      <PeriodApprovalsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getPeriodApprovals }),
      permissionsAt(6),
    );
    await choose('फॉर्म', 'उत्सव नोंदणी');
    await choose('उत्सव', 'रक्षाबंधन');
    await waitFor(() => expect(screen.getByRole('button', { name: 'शोधा' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    await screen.findByTestId('period-approvals');
    expect(getPeriodApprovals).toHaveBeenCalledWith('utsav', {
      locationId: 6,
      year: '2026-27',
      festival: 'rakshabandhan',
    });
    // the month is asked for the gathering only
    expect(screen.queryByRole('combobox', { name: 'महिना' })).not.toBeInTheDocument();
  });

  it('offers a monthly form the months of the year begun so far, the current one first', async () => {
    const getPeriodApprovals = vi.fn(async () => ANSWER);
    renderScreen(
      <PeriodApprovalsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getPeriodApprovals }),
      permissionsAt(6),
    );
    await choose('फॉर्म', 'सांघिक नोंदणी');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^महिना/ }));
    const months = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toHaveLength(8); // एप्रिल … नोव्हेंबर
    fireEvent.click(months[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    await screen.findByTestId('period-approvals');
    expect(getPeriodApprovals).toHaveBeenCalledWith('sanghik', {
      locationId: 6,
      year: '2026-27',
      month: 11,
    });
  });

  it('asks at once for the form and period a digest’s link names', async () => {
    const getPeriodApprovals = vi.fn(async () => ANSWER);
    renderScreen(
      <PeriodApprovalsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getPeriodApprovals }),
      permissionsAt(6),
      '/?form=utsav&year=2026-27&part=vijayadashami',
    );
    await screen.findByTestId('period-approvals');
    expect(getPeriodApprovals).toHaveBeenCalledTimes(1);
    expect(getPeriodApprovals).toHaveBeenCalledWith('utsav', {
      locationId: 6,
      year: '2026-27',
      festival: 'vijayadashami',
    });
    expect(screen.getByRole('combobox', { name: 'फॉर्म' })).toHaveTextContent('उत्सव नोंदणी');
  });

  it('asks for a linked month of the gathering', async () => {
    const getPeriodApprovals = vi.fn(async () => ANSWER);
    renderScreen(
      <PeriodApprovalsPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getPeriodApprovals }),
      permissionsAt(6),
      '/?form=sanghik&year=2026-27&part=9',
    );
    await screen.findByTestId('period-approvals');
    expect(getPeriodApprovals).toHaveBeenCalledWith('sanghik', {
      locationId: 6,
      year: '2026-27',
      month: 9,
    });
  });

  it('offers an office only the forms it may open', async () => {
    renderScreen(<PeriodApprovalsPage />, fakeDataProvider({}), permissionsAt(8));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'फॉर्म' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names).toContain('सांघिक नोंदणी');
    expect(names).not.toContain('उत्सव नोंदणी'); // तालुका and नगर offices only
  });
});
