import { slot } from '../../server/engine/slot';
import { SERVER_MODULES, plugModulesIn } from '../../server/modules';
import { COUNT_STORES, storeOf } from '../../server/engine/services/countStores';
import { REGISTER_STORES } from '../../server/engine/repositories/registerStores';
import { SUBJECT_SOURCES } from '../../server/engine/services/subjectSources';
import { codeModules, countFormByName, registerByName } from '../../src/domain/engine';

describe('a slot of the engine', () => {
  it('answers a part by its name, the same part twice changing nothing', () => {
    const stores = slot<{ n: number }>('test store');
    const one = { n: 1 };
    stores.put({ one });
    stores.put({ one });
    expect(stores.get('one')).toBe(one);
    expect([...stores.all().keys()]).toEqual(['one']);
  });

  it('refuses another part under a taken name, and says a missing one', () => {
    const stores = slot<{ n: number }>('test store');
    stores.put({ one: { n: 1 } });
    expect(() => stores.put({ one: { n: 2 } })).toThrow(
      'engine: test store "one" plugged in twice',
    );
    expect(() => stores.get('two')).toThrow('engine: no test store "two" is plugged in');
  });
});

describe('the module packages plugged into the engine', () => {
  beforeAll(() => plugModulesIn());

  it('give every store and subject kind a declaration of the catalogue names', () => {
    const stores = codeModules().flatMap((d) => ('store' in d && d.store ? [d.store] : []));
    const subjects = codeModules().flatMap((d) => (d.kind === 'countForm' ? [d.subject] : []));
    const plugged = [...REGISTER_STORES.all().keys(), ...COUNT_STORES.all().keys()];
    expect([...new Set(stores)].sort()).toEqual(plugged.sort());
    for (const s of new Set(subjects))
      if (s !== 'place') expect(SUBJECT_SOURCES.get(s)).toBeTruthy();
  });

  it('plug in again without a change, and each package is named once', () => {
    expect(() => plugModulesIn()).not.toThrow();
    expect(SERVER_MODULES.map((m) => m.name)).toEqual(['volunteers', 'units', 'gathering']);
  });

  it('keep a count form without a store on count_record, and the gathering on its own', () => {
    expect(storeOf(countFormByName('utsav')!)).not.toBe(COUNT_STORES.get('gathering'));
    expect(storeOf(countFormByName('sanghik')!)).toBe(COUNT_STORES.get('gathering'));
    expect(registerByName('swayamsevak')?.store).toBe('volunteers');
  });
});
