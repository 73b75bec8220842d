import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckReviewPage } from '../../src/custom/check-review/CheckReviewPage';
import type { CheckItem } from '../../src/domain/checks';
import { setDefinedModules, type CountFormDeclaration } from '../../src/domain/engine';
import { bhaugolik } from '../../src/domain/modules/bhaugolik';
import { fakeDataProvider, permissionsAt, readOnly, renderScreen } from './sankalpHarness';

// issue 48 §2: the तपासणी screen of a form made in the browser with checks
vi.setConfig({ testTimeout: 20_000 });
const FORM = {
  ...bhaugolik,
  name: 'sampark-checks',
  checks: [
    {
      left: 'persons',
      op: '<=',
      right: 'last_year(persons) * 2',
      message: 'grewFast',
      importance: 'warn',
    },
  ],
} as CountFormDeclaration;
beforeAll(() => setDefinedModules([FORM]));
afterAll(() => setDefinedModules([]));

const item = (subjectId: number, extra: Partial<CheckItem> = {}): CheckItem => ({
  module: FORM.name,
  subjectId,
  subjectName: `गाव ${subjectId}`,
  placeId: subjectId,
  placeName: `गाव ${subjectId}`,
  childId: 26,
  childName: 'पौड उपखंड',
  check: 'grewFast',
  checkText: 'व्यक्ती मागील वर्षाच्या दुपटीपेक्षा जास्त आहेत',
  importance: 'warn',
  broken: true,
  reason: 'जत्रा होती',
  reasonBy: 'उपखंड कार्यालय',
  reasonAt: '2026-11-20T06:30:00.000Z',
  note: null,
  ...extra,
});

/** The server's answer to a query: its child's, its status's, its page's items, every child counted. */
const serving = (all: CheckItem[]) =>
  vi.fn(async (query: Record<string, string | number>) => {
    const statusOf = (i: CheckItem) => i.note?.status ?? 'open';
    const chosen = all.filter(
      (i) =>
        (query.childId === undefined || i.childId === query.childId) &&
        (query.status === undefined || statusOf(i) === query.status),
    );
    const perPage = Number(query.perPage ?? chosen.length);
    const page = Number(query.page ?? 1);
    const children = [...new Set(all.map((i) => i.childId))].map((childId) => {
      const under = all.filter((i) => i.childId === childId);
      return {
        childId,
        childName: under[0]!.childName,
        open: under.filter((i) => statusOf(i) === 'open').length,
        done: under.filter((i) => statusOf(i) === 'done').length,
      };
    });
    return {
      items: chosen.slice((page - 1) * perPage, page * perPage),
      total: chosen.length,
      children,
    };
  });

/** The browser-made form chosen (उत्सव नोंदणी, a form of the code, has checks too). */
async function find() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'फॉर्म' }));
  fireEvent.click(await screen.findByRole('option', { name: /sampark-checks/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'शोधा' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
}

describe('/checks, तपासणी', () => {
  it('lists the items by child place with the check, the reason and who gave it', async () => {
    const getCheckReview = serving([
      item(31),
      item(32, {
        note: {
          comment: 'पाहिले',
          status: 'done',
          by: 'तालुका कार्यालय',
          at: '2026-11-21T06:30:00.000Z',
        },
      }),
    ]);
    renderScreen(
      <CheckReviewPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getCheckReview }),
      permissionsAt(6),
    );
    await find();
    const rows = await screen.findAllByTestId('check-item');
    expect(rows).toHaveLength(2);
    expect(getCheckReview).toHaveBeenCalledWith({
      module: FORM.name,
      placeId: 6,
      year: '2026-27',
      page: 1,
      perPage: 100,
    });
    expect(screen.getByRole('heading', { name: 'पौड उपखंड' })).toBeInTheDocument();
    const first = within(rows[0]!);
    expect(first.getByText('जत्रा होती')).toBeInTheDocument();
    expect(first.getByText('इशारा')).toBeInTheDocument();
    expect(first.getByText('आकडे अजूनही ही तपासणी मोडतात')).toBeInTheDocument();

    // only those still to follow up
    fireEvent.click(screen.getByRole('button', { name: 'पाठपुरावा बाकी' }));
    expect(await screen.findAllByTestId('check-item')).toHaveLength(1);
    expect(screen.getByText('1 बाबी')).toBeInTheDocument();
  });

  it('counts each child’s items, shows one child’s on asking, and pages through many', async () => {
    const many = [
      ...Array.from({ length: 130 }, (_, i) => item(100 + i)),
      ...Array.from({ length: 3 }, (_, i) => item(500 + i, { childId: 27, childName: 'माले उपखंड' })),
    ];
    const getCheckReview = serving(many);
    renderScreen(
      <CheckReviewPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getCheckReview }),
      readOnly(permissionsAt(6)), // a reader: a hundred rows without editors
    );
    await find();
    expect(await screen.findAllByTestId('check-item')).toHaveLength(100);
    expect(screen.getByText('133 बाबी')).toBeInTheDocument();
    expect(screen.getByText('पौड उपखंड: 130 बाकी, 0 पूर्ण')).toBeInTheDocument();
    expect(screen.getByText('133 पैकी 1–100')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /next page|पुढील/i }));
    await waitFor(() => expect(screen.getAllByTestId('check-item')).toHaveLength(33));
    expect(screen.getByText('133 पैकी 101–133')).toBeInTheDocument();

    fireEvent.click(screen.getByText('माले उपखंड: 3 बाकी, 0 पूर्ण'));
    await waitFor(() => expect(screen.getAllByTestId('check-item')).toHaveLength(3));
    expect(getCheckReview).toHaveBeenLastCalledWith(
      expect.objectContaining({ childId: 27, page: 1 }),
    );
    expect(screen.getByRole('heading', { name: 'माले उपखंड' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'पौड उपखंड' })).not.toBeInTheDocument();
  });

  it('keeps a comment and marks an item done, then asks again', async () => {
    const getCheckReview = serving([item(31)]);
    const noteCheck = vi.fn(async () => ({ ok: true }));
    renderScreen(
      <CheckReviewPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getCheckReview, noteCheck }),
      permissionsAt(6),
    );
    await find();
    const row = within(await screen.findByTestId('check-item'));
    fireEvent.change(row.getByLabelText('टिप्पणी'), { target: { value: 'फोन करून तपासले' } });
    fireEvent.mouseDown(row.getByRole('combobox', { name: 'स्थिती' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'पूर्ण' }),
    );
    fireEvent.click(row.getByRole('button', { name: 'जतन करा' }));
    await waitFor(() =>
      expect(noteCheck).toHaveBeenCalledWith({
        module: FORM.name,
        year: '2026-27',
        subjectId: 31,
        check: 'grewFast',
        comment: 'फोन करून तपासले',
        status: 'done',
      }),
    );
    expect(await screen.findByText('टिप्पणी जतन झाली')).toBeInTheDocument();
    await waitFor(() => expect(getCheckReview).toHaveBeenCalledTimes(2));
  });

  it('shows a reader the notes without letting them change one', async () => {
    const getCheckReview = serving([item(31)]);
    renderScreen(
      <CheckReviewPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getCheckReview }),
      readOnly(permissionsAt(6)),
    );
    await find();
    const row = within(await screen.findByTestId('check-item'));
    expect(row.queryByRole('button', { name: 'जतन करा' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to check', async () => {
    renderScreen(
      <CheckReviewPage today={new Date(2026, 10, 20)} />,
      fakeDataProvider({ getCheckReview: serving([]) }),
      permissionsAt(6),
    );
    await find();
    expect(
      await screen.findByText('या कालावधीत या ठिकाणाखाली तपासणीसाठी काहीही नाही'),
    ).toBeInTheDocument();
  });
});
