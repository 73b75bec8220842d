import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { JobsPage } from '../../src/custom/jobs/JobsPage';
import type { JobState, JobView, JobsAnswer } from '../../src/domain/jobs';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const job = (id: number, state: JobState, extra: Partial<JobView> = {}): JobView => ({
  id,
  kind: 'reminder',
  key: `sanghik:2026-27:10:${id}`,
  state,
  run_at: '2026-11-04T06:00:00.000Z',
  attempts: 1,
  max_attempts: 5,
  last_error: null,
  created_at: '2026-11-04T06:00:00.000Z',
  finished_at: state === 'done' ? '2026-11-04T06:00:01.000Z' : null,
  ...extra,
});

const COUNTS = { queued: 1, running: 0, failed: 1, done: 2 };
const ITEMS = [
  job(4, 'failed', { attempts: 5, last_error: 'connection terminated' }),
  job(3, 'queued'),
  job(2, 'done'),
  job(1, 'done'),
];

function setup(
  getJobs = vi.fn(async (state?: JobState): Promise<JobsAnswer> => ({
    counts: COUNTS,
    items: ITEMS.filter((j) => !state || j.state === state),
  })),
) {
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getJobs })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <JobsPage />
    </AdminContext>,
  );
  return { getJobs };
}

describe('/jobs: the shared background jobs, for administrators', () => {
  it('counts each state and lists the jobs with their attempts and last error', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'सर्व (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'अयशस्वी (1)' })).toBeInTheDocument();
    const failed = within(await screen.findByTestId('job-4'));
    expect(failed.getByText('आठवण')).toBeInTheDocument();
    expect(failed.getByText('sanghik:2026-27:10:4')).toBeInTheDocument();
    expect(failed.getByText('5 / 5')).toBeInTheDocument();
    expect(failed.getByText('connection terminated')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('asks for one state when its tab is chosen, and says when there is none', async () => {
    const { getJobs } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'चालू (0)' }));
    await waitFor(() => expect(getJobs).toHaveBeenLastCalledWith('running'));
    expect(await screen.findByText('या स्थितीतील कामे नाहीत')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    setup(vi.fn(async () => Promise.reject(new Error('refused'))));
    expect(
      await screen.findByText('कामांची यादी आणता आली नाही. पुन्हा प्रयत्न करा.'),
    ).toBeInTheDocument();
  });
});
