import type { Page } from '@playwright/test';

/** The little of the page's globals the measurements read (the bench has no DOM types). */
export interface PageGlobals {
  document: {
    querySelector(
      selector: string,
    ): { getBoundingClientRect(): { width: number; height: number } } | null;
    addEventListener(type: string, listener: () => void, capture: boolean): void;
  };
  performance: { now(): number };
  pressedAt?: number;
}

/** performance.now() in the page (ms since navigation start) once `selector` is visible. */
export async function visibleAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const g = globalThis as unknown as PageGlobals;
      const box = g.document.querySelector(wanted)?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? g.performance.now() : 0;
    },
    selector,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}
