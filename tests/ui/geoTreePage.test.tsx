import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeoTreePage } from '../../src/custom/place-admin/GeoTreePage';
import { LEVEL_NAMES } from '../../src/domain';
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

const G = pickerMr.geo.tree;
const page = () => screen.getByRole('main');
const tree = () => screen.getByRole('tree', { name: T.tree });
const findTree = () => screen.findByRole('tree', { name: T.tree });

// the first render of MUI, react-admin and the tree view is slow in jsdom
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderPage(provider = fakeDataProvider(), at = 2) {
  renderWithAdmin(
    <main>
      <GeoTreePage />
    </main>,
    provider,
    permissionsAt(at),
  );
  return provider;
}

describe('GeoTreePage (/geo/tree)', () => {
  it('shows the title, the picker button, the level legend and the user’s subtree', async () => {
    const provider = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: G.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'पुणे विभाग' })).toBeInTheDocument();

    const legend = within(screen.getByRole('region', { name: G.legend }));
    expect(legend.getAllByRole('listitem')).toHaveLength(11);
    for (const id of [1, 2, 3, 6, 7, 8, 9, 10, 11]) {
      expect(legend.getByText(LEVEL_NAMES[id])).toBeInTheDocument();
    }

    await within(await findTree()).findByText('पुणे ग्रामीण जिल्हा');
    expect(within(treeItem('पुणे विभाग', tree())).getByText('2 उप-ठिकाणे')).toBeInTheDocument();
    expect(within(treeItem('पुणे ग्रामीण जिल्हा', tree())).getByText('1 उप-ठिकाण')).toBeInTheDocument();
    expect(provider.getGeoTree.mock.calls).toEqual([[2, 1]]);
  });

  it('expands lazily, one level at a time', async () => {
    const provider = renderPage();
    await within(await findTree()).findByText('पुणे ग्रामीण जिल्हा');
    fireEvent.click(itemContent('पुणे ग्रामीण जिल्हा', tree()));
    expect(await within(tree()).findByText('हवेली तालुका')).toBeInTheDocument();
    expect(provider.getGeoTree.mock.calls).toEqual([
      [2, 1],
      [4, 1],
    ]);
  });

  it('re-roots the tree on the place chosen in the picker', async () => {
    const provider = renderPage();
    await within(await findTree()).findByText('पुणे ग्रामीण जिल्हा');
    fireEvent.click(screen.getByRole('button', { name: 'पुणे विभाग' }));
    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(await inDialog().findByText('हवेली तालुका'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: हवेली तालुका' }));

    expect(await within(await findTree()).findByText('वाघोली उपखंड')).toBeInTheDocument();
    expect(within(tree()).queryByText('पुणे विभाग')).not.toBeInTheDocument();
    expect(provider.getGeoTree).toHaveBeenLastCalledWith(6, 1);
  });

  it('says so when the place has nothing below it', async () => {
    renderPage(fakeDataProvider(), 13);
    expect(await screen.findByText(G.empty)).toBeInTheDocument();
    expect(treeItem('लोणी उपखंड नगर', await findTree())).not.toHaveAttribute('aria-expanded');
  });

  it('shows the Marathi error when the tree cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = fakeDataProvider();
    provider.getGeoTree.mockRejectedValue(new Error('500'));
    renderPage(provider);
    expect(await within(page()).findByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(within(page()).getByRole('button', { name: T.retry })).toBeInTheDocument();
  });
});
