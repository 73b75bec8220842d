import { declarationOf, type ModuleDefinition, type ModuleLabels } from '../../domain/engine';
import { setDefinedModules } from '../../domain/engine';
import type { ModulesAnswer } from '../../dataProvider/modules';

/** How often an open session asks whether modules were published or retired (issue 24). */
export const REFRESH_MS = 30_000;
const KEPT = 'definedModules';

type Answer = ModulesAnswer;

let labels = new Map<string, ModuleDefinition['labels']>();
let version = 0;
const listeners = new Set<() => void>();
const askers = new Set<() => void>();

/** The published modules defined in the browser of an answer of GET /modules. */
function apply(answer: Answer) {
  const defined = answer.modules.filter((m) => m.state === 'published');
  setDefinedModules(defined.map(declarationOf));
  labels = new Map(defined.map((m) => [m.name, m.labels]));
  version += 1;
  listeners.forEach((listener) => listener());
}

/**
 * The modules defined in the browser the app knows (issue 24): the last answer of GET /modules
 * is kept on the device, so their screens are there when the app opens, even offline; each
 * newer answer replaces it and re-renders what subscribed (routes, menu).
 */
export const definedModulesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  /** The shell's way of asking GET /modules (useDefinedModulesRefresh registers it). */
  onAsk(ask: () => void) {
    askers.add(ask);
    return () => askers.delete(ask);
  },
  /** Asks now (a module was just published or retired in this browser). */
  askNow: () => askers.forEach((ask) => ask()),
  etag: (): string | undefined => kept()?.etag,
  receive(answer: Answer) {
    try {
      globalThis.localStorage?.setItem(KEPT, JSON.stringify(answer));
    } catch {
      // a full or refused storage: the modules still apply for this session
    }
    apply(answer);
  },
  /** The words of a definition being built, for its preview (not routed, not in the menu). */
  showWords(name: string, words: ModuleDefinition['labels']) {
    labels.set(name, words);
  },
  /** A word of a defined module (`resources.<name>.…`) in a language, else in Marathi. */
  word(key: string, locale: string): string | undefined {
    const [root, name, ...path] = key.split('.');
    const own = root === 'resources' && name ? labels.get(name) : undefined;
    if (!own) return undefined;
    const lookUp = (words: ModuleLabels | undefined) => {
      let node: string | ModuleLabels | undefined = words;
      for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node === 'string' ? node : undefined;
    };
    return lookUp(locale === 'en' ? own.en : own.mr) ?? lookUp(own.mr);
  },
};

function kept(): Answer | undefined {
  try {
    const text = globalThis.localStorage?.getItem(KEPT);
    return text ? (JSON.parse(text) as Answer) : undefined;
  } catch {
    return undefined;
  }
}

const start = kept();
if (start) apply(start);
