import { useCallback, useContext, useEffect, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { InboxMessage } from '../../dataProvider/inbox';

/** How often the bell asks for new messages while the app is open. */
const POLL_MS = 60_000;

/**
 * The signed-in person's messages, asked for now and every minute (the reminders come from the
 * server's jobs); `markRead` marks one and counts it at once.
 */
export function useInbox(poll = true) {
  // the provider itself, not react-admin's wrapper: a refused poll (the session ending under
  // it) must not sign the person out with its own reason; the page's calls say why
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const [items, setItems] = useState<InboxMessage[] | null>(null);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await dataProvider.getInbox();
      setItems(answer.items);
      setUnread(answer.unread);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider]);

  useEffect(() => {
    void load();
    if (!poll) return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load, poll]);

  const markRead = useCallback(
    async (message: InboxMessage) => {
      if (message.readAt) return;
      const { readAt } = await dataProvider.markMessageRead(message.id);
      setItems((all) => all?.map((m) => (m.id === message.id ? { ...m, readAt } : m)) ?? all);
      setUnread((n) => Math.max(0, n - 1));
    },
    [dataProvider],
  );

  return { items, unread, failed, load, markRead };
}
