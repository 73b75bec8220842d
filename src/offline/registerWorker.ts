import { offerNewVersion } from './newVersion';

/**
 * Registers the service worker of a built app (issue 26: the app opens with no network after
 * one visit) and offers a newer build once its worker has installed; the page reloads only
 * when the person takes it. Called by the signed-in shell once its page is in: the worker's
 * precache never competes with the sign-in on a slow link.
 */
export function registerWorker(basename: string) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registered) return;
  registered = true;
  const workers = navigator.serviceWorker;
  let chosen = false;
  workers.addEventListener('controllerchange', () => {
    if (chosen) window.location.reload();
  });
  const offer = (waiting: ServiceWorker) =>
    offerNewVersion(() => {
      chosen = true;
      waiting.postMessage('ssm-use-new-version');
    });
  workers
    .register(`${basename}/sw.js`, { scope: `${basename}/` })
    .then((registration) => {
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && workers.controller) offer(next);
        });
      });
    })
    .catch(() => undefined); // no worker: the app works online as before
}
let registered = false;
