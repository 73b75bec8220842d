import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { PushSwitch } from '../../src/shared/inbox/PushSwitch';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser with push: its worker registration, push manager and permission. */
function browserWithPush(permission: NotificationPermission = 'default') {
  const unsubscribe = vi.fn(async () => true);
  let subscription: { endpoint: string; toJSON(): object; unsubscribe: typeof unsubscribe } | null =
    null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe,
    };
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    configurable: true,
  });
  Object.defineProperty(window, 'PushManager', {
    value: function PushManager() {},
    configurable: true,
  });
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(async () => 'granted'),
  });
  return { subscribe, unsubscribe };
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (window as unknown as Record<string, unknown>).PushManager;
  vi.unstubAllGlobals();
});

function setup() {
  const calls = {
    getPushKey: vi.fn(async () => ({ publicKey: KEY })),
    subscribePush: vi.fn(async () => ({ subscribed: true })),
    unsubscribePush: vi.fn(async () => ({ subscribed: false })),
  };
  render(
    <AdminContext
      dataProvider={fakeDataProvider(calls)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <PushSwitch />
      <Notification />
    </AdminContext>,
  );
  return calls;
}

describe('reminders pushed to this device', () => {
  it('subscribes the device with the server’s key when switched on, and forgets it when off', async () => {
    const browser = browserWithPush();
    const calls = setup();
    const toggle = await screen.findByRole('switch', {
      name: 'या उपकरणावर आठवण सूचना (push) दाखवा',
    });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('या उपकरणावर आठवण सूचना येतील')).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        userVisibleOnly: true,
        applicationServerKey: expect.any(Uint8Array),
      }),
    );
    expect(calls.subscribePush).toHaveBeenCalledWith({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p', auth: 'a' },
    });
    await waitFor(() => expect(toggle).toBeChecked());
    fireEvent.click(toggle);
    expect(await screen.findByText('या उपकरणावर आठवण सूचना येणार नाहीत')).toBeInTheDocument();
    expect(calls.unsubscribePush).toHaveBeenCalledWith(ENDPOINT);
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('says how to allow notifications when the browser refused them', async () => {
    browserWithPush('denied');
    setup();
    expect(await screen.findByText(/परवानगी नाकारली आहे/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says reminders come to the inbox where the browser has no push', async () => {
    setup();
    expect(await screen.findByText(/push सूचना देत नाही/)).toBeInTheDocument();
  });
});
