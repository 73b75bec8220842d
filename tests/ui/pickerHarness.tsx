import { render, within } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import type { AppPermissions, GeoNode, PlaceRef, PlaceSearchHit } from '../../src/domain';
import { pickerMr } from '../../src/i18n/mr/picker';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';

/** Shared fixtures for the picker and tree page tests: a small hand-built tree. */
type Spec = [id: number, level: number, name: string, suffix: string, children?: Spec[]];

const SPEC: Spec = [
  1,
  1,
  'पश्चिम महाराष्ट्र',
  'प्रांत',
  [
    [
      2,
      2,
      'पुणे',
      'विभाग',
      [
        [
          3,
          3,
          'पुणे महानगर',
          'भाग',
          [[7, 7, 'कोथरूड', 'नगर', [[8, 8, 'एरंडवणे', 'उपखंड नगर', [[11, 11, 'गणेशनगर', 'वस्ती']]]]]],
        ],
        [
          4,
          3,
          'पुणे',
          'ग्रामीण जिल्हा',
          [
            [
              6,
              6,
              'हवेली',
              'तालुका',
              [
                [9, 8, 'वाघोली', 'उपखंड', [[10, 9, 'वाघोली', 'मंडल', [[12, 10, 'केसनंद', 'गाव']]]]],
                [13, 8, 'लोणी', 'उपखंड नगर', []],
              ],
            ],
          ],
        ],
      ],
    ],
  ],
];

function build([id, level, name, suffix, kids = []]: Spec, parent: number | null): GeoNode {
  return {
    location_id: id,
    level_id: level,
    level: { level_id: level },
    localized_name: name,
    name_suffix: suffix,
    parent_id: parent,
    child_count: kids.length,
    children: kids.map((k) => build(k, id)),
  };
}

export const TREE = build(SPEC, null);

function find(node: GeoNode, id: number): GeoNode | undefined {
  if (node.location_id === id) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The node as the API sends it: children loaded `depth` levels deep. */
function cut(node: GeoNode, depth: number | undefined): GeoNode {
  const { children, ...rest } = node;
  if (depth === 0) return rest;
  const next = depth === undefined ? undefined : depth - 1;
  return { ...rest, children: (children ?? []).map((c) => cut(c, next)) };
}

export const placeOf = (id: number): PlaceRef => {
  const n = find(TREE, id)!;
  return {
    location_id: n.location_id,
    level_id: n.level_id,
    localized_name: n.localized_name,
    name_suffix: n.name_suffix,
  };
};

export function fakeDataProvider(overrides: Partial<AppDataProvider> = {}) {
  const reject = () => Promise.reject(new Error('not in this test'));
  const getGeoTree = vi.fn(async (id: number, depth?: number) => {
    const node = find(TREE, id);
    if (!node) throw new Error('not found');
    return cut(node, depth);
  });
  const searchPlaces = vi.fn(async (): Promise<PlaceSearchHit[]> => []);
  const provider = {
    getList: reject,
    getOne: reject,
    getMany: reject,
    getManyReference: reject,
    create: reject,
    update: reject,
    updateMany: reject,
    delete: reject,
    deleteMany: reject,
    getProfile: reject,
    getGeoTree,
    searchPlaces,
    ...overrides,
  } as unknown as AppDataProvider;
  return provider as AppDataProvider & {
    getGeoTree: typeof getGeoTree;
    searchPlaces: typeof searchPlaces;
  };
}

export function permissionsAt(id: number, userId = 1): AppPermissions {
  const place = placeOf(id);
  return {
    user_id: userId,
    admin: false,
    writeallowed: true,
    karyalay_pramukh: false,
    levelId: place.level_id,
    levelName: '',
    location: place,
  };
}

export function fakeAuthProvider(permissions: AppPermissions): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
  };
}

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, app: pickerMr }), 'mr');

export function renderWithAdmin(
  ui: ReactNode,
  dataProvider: AppDataProvider,
  permissions: AppPermissions,
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(permissions)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <SelectedPlaceProvider>{ui}</SelectedPlaceProvider>
    </AdminContext>,
  );
}

export const T = pickerMr.picker;

/** The tree item whose own label shows this text (inside `scope`, the dialog by default). */
export function treeItem(label: string, scope: HTMLElement = dialog()): HTMLElement {
  const item = within(scope).getByText(label).closest('[role="treeitem"]');
  if (!(item instanceof HTMLElement)) throw new Error(`no tree item for ${label}`);
  return item;
}

/** The clickable content row of a tree item (label, dot and expand icon). */
export function itemContent(label: string, scope: HTMLElement = dialog()): HTMLElement {
  const row = within(scope).getByText(label).closest('.MuiTreeItem-content');
  if (!(row instanceof HTMLElement)) throw new Error(`no tree row for ${label}`);
  return row;
}

/** The open dialog (a plain lookup: role queries over the whole page are slow in jsdom). */
export function dialog(): HTMLElement {
  const found = document.querySelector('[role="dialog"]');
  if (!(found instanceof HTMLElement)) throw new Error('no dialog is open');
  return found;
}

export const inDialog = () => within(dialog());
