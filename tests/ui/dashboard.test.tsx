import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/custom/dashboard/DashboardPage';
import { IMPLEMENTED } from '../../src/domain/app/screens';
import type { DashboardSummary } from '../../src/domain/dashboard';
import { dashboardMr } from '../../src/i18n/mr/dashboard';
import { SUMMARY, renderScreen } from './dashboardHarness';

vi.setConfig({ testTimeout: 30_000 });
const D = dashboardMr.dashboard;

const show = (answer: () => Promise<DashboardSummary>) => {
  const getDashboardSummary = vi.fn(answer);
  renderScreen(<DashboardPage implemented={IMPLEMENTED} />, { getDashboardSummary });
  return getDashboardSummary;
};
const figure = async (testId: string) => within(await screen.findByTestId(testId));

describe('/dashboard/default', () => {
  it('shows skeletons, named for screen readers, while the figures load', async () => {
    show(() => new Promise(() => undefined));
    expect(await screen.findByRole('status', { name: D.loading })).toBeInTheDocument();
    expect(screen.queryByTestId('figure-volunteers')).not.toBeInTheDocument();
  });

  it('shows every figure of the place, each a link to the screen it comes from', async () => {
    const call = show(async () => SUMMARY);
    const volunteers = await figure('figure-volunteers');
    expect(volunteers.getByText('128')).toBeInTheDocument();
    expect(volunteers.getByRole('link')).toHaveAttribute('href', '/swayamsuchak/list');
    const units = await figure('figure-units');
    expect(units.getByText('6')).toBeInTheDocument();
    expect(units.getByText('शाखा: 4')).toBeInTheDocument();
    expect(units.getByText('साप्ताहिक मिलन: 1')).toBeInTheDocument();
    expect(units.getByText('संघ मंडळी: 1')).toBeInTheDocument();
    expect(units.getByRole('link')).toHaveAttribute('href', '/sankalp/list');
    const places = await figure('figure-places');
    expect(places.getByText('2 / 3 ठिकाणे')).toBeInTheDocument();
    expect(places.getByText('67% पूर्ण')).toBeInTheDocument();
    expect(places.getByText('प्रलंबित: 1')).toBeInTheDocument();
    expect(places.getByRole('link')).toHaveAttribute('href', '/ahawal/list');
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText('19')).toBeInTheDocument();
    expect(attendance.getByText('मागील महिन्यापेक्षा 5 ने जास्त (+36%)')).toBeInTheDocument();
    expect(attendance.getByRole('link')).toHaveAttribute('href', '/sanghik/ahawal');
    const pending = await figure('pending');
    expect(pending.getByText('बीटा उपखंड')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: D.pendingAll })).toHaveAttribute(
      'href',
      '/ahawal/list',
    );
    expect(screen.getByText('या महिन्याचे सांघिक (ऑक्टोबर 2026-27)')).toBeInTheDocument();
    expect(screen.getByTestId('as-of')).toHaveTextContent(/^15-10-2026 \d\d:\d\d ची ताजी माहिती$/);
    expect(call).toHaveBeenCalledWith({});
  });

  it('says when attendance fell and when every place has reported', async () => {
    show(async () => ({
      ...SUMMARY,
      gathering: {
        ...SUMMARY.gathering,
        places_with_record: 3,
        places_pending: 0,
        attendance: 10,
        change: { delta: -4, percent: -29 },
      },
      pending: [],
    }));
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText('मागील महिन्यापेक्षा 4 ने कमी (-29%)')).toBeInTheDocument();
    expect((await figure('pending')).getByText(D.pendingNone)).toBeInTheDocument();
  });

  it('sets the month beside last year’s and its target once every place has reported (issue 49)', async () => {
    show(async () => ({
      ...SUMMARY,
      gathering: {
        ...SUMMARY.gathering,
        places_with_record: 3,
        places_pending: 0,
        attendance: 1_200,
        last_year_attendance: 1_000,
        target_attendance: 1_500,
      },
      pending: [],
    }));
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText('मागील वर्षी याच महिन्यात: 1,000 (▲ 20%)')).toBeInTheDocument();
    expect(attendance.getByText('लक्ष्य 1,500 · साध्य 80%')).toBeInTheDocument();
  });

  it('shows the gathering’s indicators of the month: attendance per unit, units that met', async () => {
    show(async () => SUMMARY);
    const attendance = await figure('figure-attendance');
    // 19 attended at 4 units that met, of 6 designated
    expect(attendance.getByText('एककामागे उपस्थिती (निर्देशांक): 4.8')).toBeInTheDocument();
    expect(attendance.getByText('भरलेली संकल्पित एकके (%) (निर्देशांक): 66.7')).toBeInTheDocument();
  });

  it('while places are pending shows last year’s month without a change, and no target as such', async () => {
    show(async () => ({
      ...SUMMARY,
      gathering: { ...SUMMARY.gathering, last_year_attendance: 40 },
    }));
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText('मागील वर्षी याच महिन्यात: 40')).toBeInTheDocument();
    expect(attendance.getByText(D.noTarget)).toBeInTheDocument();
  });

  it('tells a new place where to start', async () => {
    show(async () => ({
      ...SUMMARY,
      volunteers: 0,
      designated: { shakha: 0, saptahik_milan: 0, sangh_mandali: 0, total: 0 },
    }));
    expect(await screen.findByText(`${D.empty} ${D.emptyHint}`)).toBeInTheDocument();
  });

  it('says in Marathi when the figures fail, and asks again on retry', async () => {
    let fail = true;
    const call = show(async () => {
      if (fail) throw new Error('down');
      return SUMMARY;
    });
    expect(await screen.findByText(D.failed)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: D.retry }));
    expect(await screen.findByTestId('figure-volunteers')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('still offers the shortcuts to the screens', async () => {
    show(async () => SUMMARY);
    expect(await screen.findByRole('heading', { name: D.screens })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सांघिक नोंदी सूची' })).toHaveAttribute(
      'href',
      '/ahawal/list',
    );
  });

  it('on the 1st, with no place reported yet, says so instead of a fall of 100 % (issue 28)', async () => {
    show(async () => ({
      ...SUMMARY,
      gathering: {
        ...SUMMARY.gathering,
        places_with_record: 0,
        places_pending: 3,
        attendance: 0,
        change: { delta: -14, percent: -100 },
        so_far: { places: 0, previous_attendance: 0, change: { delta: 0, percent: null } },
      },
    }));
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText(D.change.noneYet)).toBeInTheDocument();
    expect(attendance.queryByText(/-100%/)).not.toBeInTheDocument();
  });

  it('compares the places reported so far with their own last month, and says so', async () => {
    show(async () => ({
      ...SUMMARY,
      gathering: {
        ...SUMMARY.gathering,
        places_with_record: 2,
        places_pending: 1,
        attendance: 1_900,
        change: { delta: -500, percent: -21 },
        so_far: { places: 2, previous_attendance: 1_000, change: { delta: 900, percent: 90 } },
      },
    }));
    const attendance = await figure('figure-attendance');
    expect(attendance.getByText('1,900')).toBeInTheDocument();
    expect(attendance.getByText('मागील महिन्यापेक्षा 900 ने जास्त (+90%)')).toBeInTheDocument();
    expect(
      attendance.getByText('तुलना: या महिन्यात नोंद झालेल्या 2 ठिकाणांची त्यांच्याच मागील महिन्याशी'),
    ).toBeInTheDocument();
  });
});
