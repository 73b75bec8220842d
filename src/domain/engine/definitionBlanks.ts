import type { ModuleDefinition } from './definition';
import type { ModuleKind } from './types';

/** The kinds of module the builder starts blank. */
export const BLANK_KINDS: readonly ModuleKind[] = ['register', 'countForm', 'rollupReport'];

const menuOf = (name: string) => ({ id: `module-${name}`, parent: 'application', order: 95 });

/** A new register of one section: a title and the place, ready to be given fields. */
export function blankRegister(name: string): ModuleDefinition {
  return {
    name,
    kind: 'register',
    period: 'none',
    placeLevels: [10, 11],
    sections: ['main'],
    fields: [
      { name: 'title', type: 'text', required: true, inList: true, search: true, section: 'main' },
      { name: 'location_id', type: 'place', inList: true, section: 'main' },
    ],
    access: {},
    menu: menuOf(name),
    routes: { list: [`/${name}`] },
    view: { list: 'table', titleField: 'title' },
    tracked: true,
    labels: {
      mr: {
        name: '',
        sections: { main: 'माहिती' },
        fields: { title: 'नाव', location_id: 'ठिकाण' },
      },
    },
  };
}

/**
 * A new yearly return per उपखंड (entered at the खंड or उपखंड, summed above): one count of one
 * section, ready to be given more.
 */
export function blankCountForm(name: string): ModuleDefinition {
  return {
    name,
    kind: 'countForm',
    period: 'financialYear',
    subject: 'place',
    entryLevels: [7, 8],
    placeLevels: [8],
    rollupView: true,
    sections: ['main'],
    fields: [{ name: 'field1', type: 'count', max: 1_000_000, summed: true, section: 'main' }],
    access: {},
    menu: menuOf(name),
    path: `/m/${name}`,
    labels: { mr: { name: '', sections: { main: 'माहिती' }, fields: { field1: '' } } },
  };
}

/** A new roll-up report of a count form (`source`), from the प्रांत down to the उपखंड. */
export function blankReport(name: string, source: string): ModuleDefinition {
  return {
    name,
    kind: 'rollupReport',
    source,
    placeLevels: [1, 2, 3, 6, 7, 8],
    access: {},
    menu: menuOf(name),
    path: `/m/${name}`,
    labels: { mr: { name: '' } },
  };
}

/**
 * A blank module of a kind under a key, keeping the names already typed (a new module's kind
 * is chosen before anything else is).
 */
export function blankOf(
  kind: ModuleKind,
  name: string,
  source: string,
  names?: ModuleDefinition['labels'],
): ModuleDefinition {
  const blank =
    kind === 'countForm'
      ? blankCountForm(name)
      : kind === 'rollupReport'
        ? blankReport(name, source)
        : blankRegister(name);
  if (!names) return blank;
  const mr = { ...blank.labels.mr, name: names.mr.name ?? '' };
  const en = names.en?.name ? { en: { name: names.en.name } } : {};
  return { ...blank, labels: { mr, ...en } };
}
