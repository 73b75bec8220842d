import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

/** Asks before an in-app navigation drops unsaved changes (needs a data router). */
function RouteBlocker({ when }: { when: boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('app.sanghikEntry.unsaved'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, translate]);
  return null;
}

/** Warns before leaving the page (in the app or closing the tab) with unsaved changes. */
export function UnsavedGuard({ when }: { when: boolean }) {
  const canBlock = useCanBlock();
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return canBlock ? <RouteBlocker when={when} /> : null;
}
