import { beforeEach, describe, expect, it } from 'vitest';
import { SHEETS_KEPT, throughDeviceCopy } from '../../src/offline/deviceCopies';

beforeEach(() => localStorage.clear());
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('copies kept on the device (issue 26)', () => {
  it('answers the kept copy with its time when no answer comes, never for a refusal', async () => {
    await throughDeviceCopy('a@x', 'sheet', 'pa', async () => ({ n: 1 }));
    const kept = await throughDeviceCopy('a@x', 'sheet', 'pa', offline);
    expect(kept.value).toEqual({ n: 1 });
    expect(kept.keptAt).toEqual(expect.any(Number));
    const refused = Object.assign(new Error('no'), { status: 403 });
    await expect(
      throughDeviceCopy('a@x', 'sheet', 'pa', () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    await expect(throughDeviceCopy('b@x', 'sheet', 'pa', offline)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it(`keeps the ${SHEETS_KEPT} latest sheets of a person, the oldest go first`, async () => {
    for (let i = 0; i <= SHEETS_KEPT; i++)
      await throughDeviceCopy('a@x', 'sheet', `p${i}`, async () => ({ i }));
    await expect(throughDeviceCopy('a@x', 'sheet', 'p0', offline)).rejects.toThrow();
    expect((await throughDeviceCopy('a@x', 'sheet', `p${SHEETS_KEPT}`, offline)).value).toEqual({
      i: SHEETS_KEPT,
    });
  });
});
