import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeoPickerButton } from '../../src/shared/geo-picker';
import { pickerMr } from '../../src/i18n/mr/picker';
import {
  T,
  fakeDataProvider,
  inDialog,
  itemContent,
  permissionsAt,
  renderWithAdmin,
  treeItem,
} from './pickerHarness';

const openPicker = async (label: string) => {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog');
};

// the first render of MUI, react-admin and the tree view is slow in jsdom
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('picker tree: lazy loading', () => {
  it('fetches the root one level deep on open, then only the expanded place', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker('पुणे विभाग');
    await inDialog().findByText('पुणे ग्रामीण जिल्हा');
    expect(provider.getGeoTree.mock.calls).toEqual([[2, 1]]);
    expect(inDialog().queryByText('हवेली तालुका')).not.toBeInTheDocument();

    fireEvent.click(itemContent('पुणे ग्रामीण जिल्हा'));
    expect(await inDialog().findByText('हवेली तालुका')).toBeInTheDocument();
    expect(provider.getGeoTree.mock.calls).toEqual([
      [2, 1],
      [4, 1],
    ]);
    expect(treeItem('पुणे ग्रामीण जिल्हा')).toHaveAttribute('aria-expanded', 'true');
    expect(treeItem('पुणे महानगर भाग')).toHaveAttribute('aria-expanded', 'false');

    // collapsing and expanding again does not fetch again
    fireEvent.click(itemContent('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(itemContent('पुणे ग्रामीण जिल्हा'));
    expect(await inDialog().findByText('हवेली तालुका')).toBeInTheDocument();
    expect(provider.getGeoTree).toHaveBeenCalledTimes(2);
  });

  it('shows each place with a level-coloured dot named after its level', async () => {
    renderWithAdmin(<GeoPickerButton />, fakeDataProvider(), permissionsAt(2));
    await openPicker('पुणे विभाग');
    await inDialog().findByText('पुणे ग्रामीण जिल्हा');
    expect(inDialog().getByRole('img', { name: 'ग्रामीण जिल्हा' })).toHaveAttribute(
      'data-level',
      '3',
    );
    expect(inDialog().getByRole('img', { name: 'विभाग' })).toHaveAttribute('data-level', '2');
  });

  it('shows the Marathi error when a fetch fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 1;
    const provider = fakeDataProvider();
    const real = provider.getGeoTree.getMockImplementation()!;
    provider.getGeoTree.mockImplementation((id, depth) =>
      failures-- > 0 ? Promise.reject(new Error('500')) : real(id, depth),
    );
    renderWithAdmin(<GeoPickerButton />, provider, permissionsAt(2));
    await openPicker('पुणे विभाग');
    expect(await inDialog().findByRole('alert')).toHaveTextContent(T.loadFailed);
    fireEvent.click(inDialog().getByRole('button', { name: T.retry }));
    expect(await inDialog().findByText('पुणे ग्रामीण जिल्हा')).toBeInTheDocument();
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('picker tree: modes (pickerPlan)', () => {
  it('reports mode for a level-7 user shows only the root and never fetches', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton mode={{ reportsMode: true }} />, provider, permissionsAt(7));
    await openPicker('कोथरूड नगर');
    expect(inDialog().getAllByRole('treeitem')).toHaveLength(1);
    expect(treeItem('कोथरूड नगर')).not.toHaveAttribute('aria-expanded');
    expect(inDialog().queryByRole('searchbox')).not.toBeInTheDocument();
    fireEvent.click(itemContent('कोथरूड नगर'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: कोथरूड नगर' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.getGeoTree).not.toHaveBeenCalled();
  });

  it('skipLeaf for a नगर user fetches nothing', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton mode={{ skipLeaf: true }} />, provider, permissionsAt(7));
    await openPicker('कोथरूड नगर');
    expect(inDialog().getAllByRole('treeitem')).toHaveLength(1);
    expect(provider.getGeoTree).not.toHaveBeenCalled();
  });

  it('skipLeaf leaves a मंडल without an expand icon', async () => {
    const provider = fakeDataProvider();
    renderWithAdmin(<GeoPickerButton mode={{ skipLeaf: true }} />, provider, permissionsAt(9));
    await openPicker('वाघोली उपखंड');
    await inDialog().findByText('वाघोली मंडल');
    expect(treeItem('वाघोली मंडल')).not.toHaveAttribute('aria-expanded');
    fireEvent.click(itemContent('वाघोली मंडल'));
    expect(provider.getGeoTree.mock.calls).toEqual([[9, 1]]);
  });
});

describe('picker tree: selectableLevels', () => {
  it('lets other levels expand but not be chosen, and says which level is needed', async () => {
    renderWithAdmin(
      <GeoPickerButton selectableLevels={[6]} />,
      fakeDataProvider(),
      permissionsAt(2),
    );
    await openPicker('पुणे विभाग');
    expect(inDialog().getByText(pickerMr.picker.onlyLevels.replace('%{levels}', 'तालुका')));
    await inDialog().findByText('पुणे ग्रामीण जिल्हा');

    fireEvent.click(itemContent('पुणे ग्रामीण जिल्हा'));
    expect(await inDialog().findByText('हवेली तालुका')).toBeInTheDocument();
    expect(inDialog().queryByRole('button', { name: /^निवडा:/ })).not.toBeInTheDocument();
    expect(treeItem('पुणे ग्रामीण जिल्हा')).not.toHaveAttribute('aria-checked');

    fireEvent.click(itemContent('हवेली तालुका'));
    expect(inDialog().getByRole('button', { name: 'निवडा: हवेली तालुका' })).toBeInTheDocument();
    expect(await inDialog().findByText('वाघोली उपखंड')).toBeInTheDocument();
  });
});
