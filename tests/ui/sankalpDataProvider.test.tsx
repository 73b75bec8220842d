import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { HttpClient } from '../../src/httpClient';
import { unitOf } from './sankalpHarness';

const API = (unit: ReturnType<typeof unitOf>) => {
  const { id, ...rest } = unit;
  void id;
  return rest;
};

function client(json: unknown) {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const http: HttpClient = vi.fn(async (url, options = {}) => {
    const body = options.body ? JSON.parse(String(options.body)) : undefined;
    calls.push({ url, method: options.method, body });
    return { status: 200, headers: new Headers(), body: '', json };
  });
  return { calls, provider: createDataProvider(http, '/api') };
}

describe('the sankalp adapter of the dataProvider', () => {
  it('getList posts the place and filters, adds ids, sorts and pages on the client', async () => {
    const rows = [API(unitOf(1, { localized_name: 'ब' })), API(unitOf(2, { localized_name: 'अ' }))];
    const { calls, provider } = client(rows);
    const answer = await provider.getList('sankalp', {
      filter: { location_id: 6, ekak_type_id: 1, status: 'active', ekak_sub_type_id: '' },
      sort: { field: 'localized_name', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
    });
    expect(calls).toEqual([
      {
        url: '/api/sankalp/list',
        method: 'POST',
        body: { location_id: 6, ekak_type_id: 1, status: 'active' },
      },
    ]);
    expect(answer.total).toBe(2);
    expect(answer.data.map((u) => [u.id, u.localized_name])).toEqual([[2, 'अ']]);
  });

  it('getList without a place asks nothing', async () => {
    const { calls, provider } = client([]);
    const answer = await provider.getList('sankalp', { filter: {} });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(calls).toHaveLength(0);
  });

  it('getOne, deleteMany and the custom calls use the unit endpoints', async () => {
    const { calls, provider } = client(API(unitOf(4)));
    expect((await provider.getOne('sankalp', { id: 4 })).data.id).toBe(4);
    await provider.deleteMany('sankalp', { ids: [4, 5] });
    await provider.addUnits(12, [{ localized_name: 'x', ekak_type_id: 1, ekak_sub_type_id: 4 }]);
    const change = {
      sankalp_id: 4,
      status: 'paused' as const,
      effective_date: '2026-01-10',
      reason: 'r',
    };
    await provider.changeUnitStatus(change);
    await provider.getUnitStatusHistory(4);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/sankalp/4',
      'PUT /api/sankalp/delete',
      'POST /api/sankalp/addmulti',
      'PUT /api/sadyasthiti/change',
      'GET /api/sadyasthiti/history/4',
    ]);
    expect(calls[1]!.body).toEqual({ ids: [4, 5] });
    expect(calls[2]!.body).toEqual({
      location_id: 12,
      units: [{ localized_name: 'x', ekak_type_id: 1, ekak_sub_type_id: 4 }],
    });
    expect(calls[3]!.body).toEqual(change);
  });
});
