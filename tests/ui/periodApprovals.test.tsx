import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import type { PeriodApprovals as Answer } from '../../src/domain/engine';
import { NO_PROGRESS, type PeriodProgress } from '../../src/domain/periods';
import { PeriodApprovals, SubmitPeriod } from '../../src/shared/periodApproval';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const period = { year: '2026-27', month: 11 };
const progress = (p: Partial<PeriodProgress>): PeriodProgress => ({ ...NO_PROGRESS, ...p });
const child = (
  id: number,
  name: string,
  p: Partial<PeriodProgress>,
  state: Answer['children'][number]['state'],
  approval: Answer['children'][number]['approval'] = null,
) => ({
  location_id: id,
  level_id: 6,
  localized_name: name,
  name_suffix: 'तालुका',
  progress: progress(p),
  state,
  approval,
});

const ANSWER: Answer = {
  place: {
    location_id: 10,
    progress: progress({ expected: 9, saved: 7, submitted: 5, onTime: 4, approved: 3 }),
    approval: null,
  },
  children: [
    child(21, 'मुळशी', { expected: 3, saved: 3, submitted: 3, onTime: 3 }, 'ready'),
    child(22, 'मावळ', { expected: 3, saved: 2, submitted: 1, onTime: 1 }, 'pending'),
    child(23, 'भोर', { expected: 3, saved: 2, submitted: 1, approved: 3 }, 'approved', {
      location_id: 23,
      levelId: 3,
      by: 'जिल्हा कार्यालय',
      on: '2026-11-20',
      pending: 2,
    }),
  ],
  can_approve: true,
  as_of: '2026-11-26 14:05',
};

function setup(periodStep = vi.fn<AppDataProvider['periodStep']>(async () => ({}))) {
  const getPeriodApprovals = vi.fn(async () => ANSWER);
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getPeriodApprovals, periodStep })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <PeriodApprovals form="sanghik" placeId={10} period={period} writable />
      <Notification />
    </AdminContext>,
  );
  return { getPeriodApprovals, periodStep };
}

describe('completeness and approval below a place', () => {
  it('says the place’s completeness, as of when, and each child’s figures and state', async () => {
    setup();
    const panel = within(await screen.findByTestId('period-approvals'));
    expect(panel.getByTestId('completeness')).toHaveTextContent(
      'पूर्णता: 9 पैकी 7 भरलेली, 5 पूर्ण पाठवलेली (4 वेळेत), 3 मंजूर — आकडे 26-11-2026 14:05 पर्यंतचे',
    );
    expect(within(panel.getByTestId('approval-22')).getByText('2 प्रलंबित')).toBeInTheDocument();
    expect(
      within(panel.getByTestId('approval-23')).getByText(
        'मंजूर (जिल्हा कार्यालय यांनी, 20-11-2026 रोजी) — 2 प्रलंबित असताना मंजूर',
      ),
    ).toBeInTheDocument();
  });

  it('approves every ready place after a confirmation', async () => {
    const { periodStep, getPeriodApprovals } = setup();
    const panel = within(await screen.findByTestId('period-approvals'));
    fireEvent.click(panel.getByRole('button', { name: 'तयार असलेली सर्व ठिकाणे मंजूर करा (1)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/1 ठिकाणांची माहिती मंजूर होईल/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'मंजूर करा' }));
    await waitFor(() =>
      expect(periodStep).toHaveBeenCalledWith('sanghik', 'approve-ready', {
        locationId: 10,
        ...period,
      }),
    );
    expect(await screen.findByText('1 ठिकाणे मंजूर केली')).toBeInTheDocument();
    await waitFor(() => expect(getPeriodApprovals).toHaveBeenCalledTimes(2));
  });

  it('approves a place with places pending only after saying how many', async () => {
    const { periodStep } = setup();
    const row = within(await screen.findByTestId('approval-22'));
    fireEvent.click(row.getByRole('button', { name: '2 प्रलंबित असताना मंजूर करा' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/मावळ तालुका मधील 2 ठिकाणांनी/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'मंजूर करा' }));
    await waitFor(() =>
      expect(periodStep).toHaveBeenCalledWith('sanghik', 'approve', {
        locationId: 22,
        withPending: true,
        ...period,
      }),
    );
  });

  it('sends a submitted place back only with a reason, and says so', async () => {
    const { periodStep, getPeriodApprovals } = setup();
    // मुळशी (submitted) can go back; भोर (approved) cannot
    expect(
      within(await screen.findByTestId('approval-23')).queryByRole('button', {
        name: 'कारणासह परत पाठवा',
      }),
    ).not.toBeInTheDocument();
    const row = within(screen.getByTestId('approval-21'));
    fireEvent.click(row.getByRole('button', { name: 'कारणासह परत पाठवा' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('मुळशी तालुका ची माहिती परत पाठवा')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'कारणासह परत पाठवा' }));
    expect(await dialog.findByText('कृपया कारण लिहा')).toBeInTheDocument();
    expect(periodStep).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/परत पाठवण्याचे कारण/), {
      target: { value: 'तरुण संख्या तपासा' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'कारणासह परत पाठवा' }));
    await waitFor(() =>
      expect(periodStep).toHaveBeenCalledWith('sanghik', 'return', {
        locationId: 21,
        reason: 'तरुण संख्या तपासा',
        ...period,
      }),
    );
    expect(await screen.findByText('मुळशी तालुका ची माहिती कारणासह परत पाठवली')).toBeInTheDocument();
    await waitFor(() => expect(getPeriodApprovals).toHaveBeenCalledTimes(2));
  });

  it('says the server’s reason when a step is refused, and takes an approval back', async () => {
    const refused = new HttpError('app.error.VALIDATION', 409, {
      error: [{ message: 'x', key: 'app.periodApproval.error.approvedAbove' }],
    });
    const periodStep = vi.fn<AppDataProvider['periodStep']>(async () => {
      throw refused;
    });
    setup(periodStep);
    const row = within(await screen.findByTestId('approval-23'));
    fireEvent.click(row.getByRole('button', { name: 'मंजुरी रद्द करा' }));
    await waitFor(() =>
      expect(periodStep).toHaveBeenCalledWith('sanghik', 'unapprove', {
        locationId: 23,
        ...period,
      }),
    );
    expect(
      await screen.findByText('वरच्या कार्यालयाने हा कालावधी आधीच मंजूर केला आहे'),
    ).toBeInTheDocument();
  });
});

describe('पाठवा: the pending list sent on', () => {
  const withNavigator = (props: Partial<Navigator>) => {
    for (const [key, value] of Object.entries(props)) {
      Object.defineProperty(navigator, key, { value, configurable: true });
    }
    return () => {
      for (const key of Object.keys(props))
        delete (navigator as unknown as Record<string, unknown>)[key];
    };
  };
  const HEADING = 'सांघिक नोंदणी, नोव्हेंबर, आर्थिक वर्ष 2026-27: नोंद बाकी असलेली ठिकाणे';

  it('opens the share sheet with the places not yet approved that still owe figures', async () => {
    const share = vi.fn(async () => undefined);
    const restore = withNavigator({ share });
    setup();
    const panel = within(await screen.findByTestId('period-approvals'));
    fireEvent.click(panel.getByRole('button', { name: 'पाठवा' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: HEADING,
        text: `${HEADING}\n1. मावळ तालुका (2 बाकी)`,
      }),
    );
    restore();
  });

  it('copies the list where the browser has no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    const restore = withNavigator({ share: undefined, clipboard: { writeText } as never });
    setup();
    const panel = within(await screen.findByTestId('period-approvals'));
    fireEvent.click(panel.getByRole('button', { name: 'पाठवा' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${HEADING}\n1. मावळ तालुका (2 बाकी)`),
    );
    expect(await screen.findByText(/यादी कॉपी केली/)).toBeInTheDocument();
    restore();
  });
});

describe('an entry office submits its period', () => {
  const renderSubmit = (props: Partial<Parameters<typeof SubmitPeriod>[0]>) => {
    const periodStep = vi.fn<AppDataProvider['periodStep']>(async () => ({}));
    const onChanged = vi.fn();
    render(
      <AdminContext
        dataProvider={fakeDataProvider({ periodStep })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SubmitPeriod
          form="sanghik"
          gate={{ status: 'open', closesOn: null }}
          body={{ locationId: 24, ...period }}
          unsaved={false}
          onChanged={onChanged}
          {...props}
        />
      </AdminContext>,
    );
    return { periodStep, onChanged };
  };

  it('says why the office above sent it back, before anything is typed', () => {
    renderSubmit({
      gate: {
        status: 'open',
        closesOn: null,
        returned: { reason: 'तरुण संख्या तपासा', by: 'तालुका कार्यालय', on: '2026-11-25' },
      },
    });
    expect(screen.getByTestId('period-returned')).toHaveTextContent(
      'तालुका कार्यालय यांनी 25-11-2026 रोजी ही माहिती दुरुस्तीसाठी परत पाठवली आहे: "तरुण संख्या तपासा". दुरुस्ती करून पुन्हा पूर्ण म्हणून पाठवा.',
    );
    expect(screen.getByRole('button', { name: 'माहिती पूर्ण म्हणून पाठवा' })).toBeEnabled();
  });

  it('submits once its figures are saved', async () => {
    const { periodStep, onChanged } = renderSubmit({});
    fireEvent.click(screen.getByRole('button', { name: 'माहिती पूर्ण म्हणून पाठवा' }));
    await waitFor(() =>
      expect(periodStep).toHaveBeenCalledWith('sanghik', 'submit', { locationId: 24, ...period }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('waits for unsaved edits', () => {
    renderSubmit({ unsaved: true });
    expect(screen.getByRole('button', { name: 'माहिती पूर्ण म्हणून पाठवा' })).toBeDisabled();
  });

  it('says when it was submitted, with a way back', () => {
    renderSubmit({ gate: { status: 'open', closesOn: null, submitted: { on: '2026-11-24' } } });
    expect(screen.getByText('माहिती पूर्ण म्हणून 24-11-2026 रोजी पाठवली आहे.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पाठवणे मागे घ्या' })).toBeEnabled();
  });
});
