import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { InboxPage } from '../../src/custom/inbox/InboxPage';
import type { InboxMessage } from '../../src/dataProvider/inbox';
import { i18nProvider } from '../../src/i18n';
import { InboxBell } from '../../src/layout/InboxBell';
import { ReminderChannels } from '../../src/shared/inbox/ReminderChannels';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const MESSAGES: InboxMessage[] = [
  {
    id: 7,
    title: 'सांघिक: ऑक्टोबर 2026-27 ची माहिती सादर करणे बाकी',
    body: 'पौड उपखंड: ऑक्टोबर 2026-27 चे सांघिक भरून सादर करा.',
    link: '/sanghik/add?year=2026-27&month=10',
    createdAt: '2026-11-04T06:00:00.000Z',
    readAt: null,
  },
  {
    id: 3,
    title: 'सांघिक: सप्टेंबर 2026-27 ची माहिती सादर करणे बाकी',
    body: 'पौड उपखंड: सप्टेंबर 2026-27 चे सांघिक भरून सादर करा.',
    link: '/sanghik/add?year=2026-27&month=9',
    createdAt: '2026-10-04T06:00:00.000Z',
    readAt: '2026-10-05T06:00:00.000Z',
  },
];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function setup(page: 'bell' | 'inbox', items = MESSAGES) {
  const getInbox = vi.fn(async () => ({ unread: items.filter((m) => !m.readAt).length, items }));
  const markMessageRead = vi.fn(async (id: number) => ({ id, readAt: '2026-11-05T06:00:00Z' }));
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getInbox, markMessageRead })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Routes>
        <Route
          path="*"
          element={
            <>
              {page === 'bell' ? <InboxBell /> : <InboxPage />}
              <Where />
            </>
          }
        />
      </Routes>
    </AdminContext>,
  );
  return { getInbox, markMessageRead };
}

describe('the inbox (issue 47)', () => {
  it('the bell says how many are unread and opens the inbox', async () => {
    setup('bell');
    const bell = await screen.findByRole('button', { name: 'सूचना: 1 न वाचलेल्या' });
    fireEvent.click(bell);
    expect(screen.getByTestId('where')).toHaveTextContent('/inbox');
  });

  it('lists my messages, newest first, the unread marked; one opens its month and counts read', async () => {
    const { markMessageRead } = setup('inbox');
    const cards = await screen.findAllByTestId('inbox-message');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      MESSAGES[0]!.title,
      MESSAGES[1]!.title,
    ]);
    expect(within(cards[0]!).getByText('न वाचलेली')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('न वाचलेली')).not.toBeInTheDocument();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'उघडा' }));
    expect(await screen.findByText('/sanghik/add?year=2026-27&month=10')).toBeInTheDocument();
    expect(markMessageRead).toHaveBeenCalledWith(7);
  });

  it('says when there is nothing new', async () => {
    setup('inbox', []);
    expect(await screen.findByText('नवीन सूचना नाहीत')).toBeInTheDocument();
  });
});

describe('the reminder channels', () => {
  const renderChannels = (answer: { email: boolean; emailAvailable: boolean }) => {
    const getReminderChannels = vi.fn(async () => answer);
    const setReminderChannels = vi.fn(async ({ email }: { email: boolean }) => ({
      ...answer,
      email,
    }));
    render(
      <AdminContext
        dataProvider={fakeDataProvider({ getReminderChannels, setReminderChannels })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ReminderChannels />
        <Notification />
      </AdminContext>,
    );
    return { setReminderChannels };
  };

  it('turns e-mail off and says reminders now come in messages only', async () => {
    const { setReminderChannels } = renderChannels({ email: true, emailAvailable: true });
    const toggle = await screen.findByRole('switch', { name: 'आठवण ई-मेलनेही पाठवा' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('आठवण फक्त सूचनांमध्ये येईल')).toBeInTheDocument();
    expect(setReminderChannels).toHaveBeenCalledWith({ email: false });
    expect(toggle).not.toBeChecked();
  });

  it('says the server sends no e-mail instead of offering it', async () => {
    renderChannels({ email: true, emailAvailable: false });
    expect(await screen.findByText(/सर्व्हर ई-मेल पाठवत नाही/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
