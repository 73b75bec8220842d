import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeoPickerButton } from '../../src/shared/geo-picker';
import type { PlaceSearchHit } from '../../src/domain';
import {
  T,
  fakeDataProvider,
  inDialog,
  permissionsAt,
  placeOf,
  renderWithAdmin,
} from './pickerHarness';

const HITS: PlaceSearchHit[] = [
  { ...placeOf(9), ancestors: ['पुणे ग्रामीण जिल्हा', 'हवेली तालुका'] },
  { ...placeOf(10), ancestors: ['पुणे ग्रामीण जिल्हा', 'हवेली तालुका', 'वाघोली उपखंड'] },
];

const openPicker = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'पुणे विभाग' }));
  await screen.findByRole('dialog');
  await inDialog().findByText('पुणे ग्रामीण जिल्हा');
};

const type = (text: string) =>
  fireEvent.change(inDialog().getByRole('searchbox', { name: T.search.label }), {
    target: { value: text },
  });

const results = () => within(inDialog().getByRole('list', { name: T.search.results }));

// the first render of MUI, react-admin and the tree view is slow in jsdom
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('picker search', () => {
  it('searches after a pause from two characters, lists hits with their ancestors, and picks one', async () => {
    const provider = fakeDataProvider();
    provider.searchPlaces.mockResolvedValue(HITS);
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker();

    type('वा');
    type('वाघ');
    expect(await inDialog().findByRole('list', { name: T.search.results })).toBeInTheDocument();
    expect(provider.searchPlaces.mock.calls).toEqual([['वाघ', 20]]);
    expect(results().getByText('वाघोली उपखंड')).toBeInTheDocument();
    expect(results().getByText('पुणे ग्रामीण जिल्हा › हवेली तालुका')).toBeInTheDocument();
    expect(results().getByText('वाघोली मंडल')).toBeInTheDocument();

    fireEvent.click(results().getByText('वाघोली उपखंड'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: वाघोली उपखंड' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'वाघोली उपखंड' })).toBeInTheDocument();
  });

  it('does not search for a single character and keeps the tree', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker();
    type('व');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(provider.searchPlaces).not.toHaveBeenCalled();
    expect(inDialog().getByRole('tree')).toBeVisible();
  });

  it('says so when nothing matches, and shows the tree again when the text is cleared', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker();
    type('xyz');
    expect(await inDialog().findByText(T.search.noResults)).toBeInTheDocument();
    expect(inDialog().queryByRole('tree')).not.toBeInTheDocument();
    type('');
    expect(inDialog().getByRole('tree')).toBeInTheDocument();
    expect(inDialog().getByText('पुणे ग्रामीण जिल्हा')).toBeInTheDocument();
  });

  it('leaves out the leaf level it skips and disables levels that cannot be chosen', async () => {
    const provider = fakeDataProvider();
    provider.searchPlaces.mockResolvedValue([
      ...HITS,
      { ...placeOf(11), ancestors: ['पुणे महानगर भाग', 'कोथरूड नगर', 'एरंडवणे उपखंड नगर'] },
    ]);
    renderWithAdmin(
      <GeoPickerButton mode={{ skipLeaf: true }} selectableLevels={[6, 8]} />,
      provider,
      permissionsAt(2),
    );
    await openPicker();
    type('वाघोली');
    await inDialog().findByRole('list', { name: T.search.results });
    expect(results().queryByText('गणेशनगर वस्ती')).not.toBeInTheDocument();
    expect(results().getByRole('button', { name: /^मंडल वाघोली मंडल/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(results().getByRole('button', { name: /^उपखंड वाघोली उपखंड/ })).not.toHaveAttribute(
      'aria-disabled',
    );

    provider.searchPlaces.mockResolvedValue([{ ...placeOf(4), ancestors: [] }]);
    type('पुणे');
    const hit = await inDialog().findByRole('button', { name: /पुणे ग्रामीण जिल्हा/ });
    expect(hit).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the Marathi message when the search fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = fakeDataProvider();
    provider.searchPlaces.mockRejectedValueOnce(new Error('500')).mockResolvedValue(HITS);
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker();
    type('वाघ');
    expect(await inDialog().findByRole('alert')).toHaveTextContent(T.search.failed);
    fireEvent.click(inDialog().getByRole('button', { name: T.retry }));
    expect(await inDialog().findByText('वाघोली उपखंड')).toBeInTheDocument();
  });
});
