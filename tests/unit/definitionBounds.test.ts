import { boundsIssue, DEFINITION_BOUNDS as B } from '../../src/domain/engine';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';

const field = (extra: object = {}) => ({ name: 'a', type: 'text', ...extra });
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/** Issue 44, point 3: the builder tells the bound a definition passes, in words. */
describe('boundsIssue', () => {
  it.each([
    ['within every bound', { fields: [field()], sections: ['main'] }, null],
    ['too many fields', { fields: many(B.fields + 1, () => field()) }, 'fields'],
    ['too many sections', { sections: many(B.sections + 1, (i) => `s${i}`) }, 'sections'],
    ['too many checks', { checks: many(B.checks + 1, () => ({})) }, 'checks'],
    ['too many choices', { fields: [field({ choices: many(B.choices + 1, String) })] }, 'choices'],
    ['too long a field', { fields: [field({ maxLength: B.fieldLength + 1 })] }, 'fieldLength'],
    ['too long a word', { labels: { mr: { fields: { a: 'x'.repeat(B.label + 1) } } } }, 'label'],
    [
      'too large as JSON',
      {
        labels: {
          mr: many(600, (i) => [`w${i}`, 'अ'.repeat(B.label)]).reduce(
            (o, [k, v]) => ({ ...o, [k]: v }),
            {},
          ),
        },
      },
      'bytes',
    ],
  ] as [string, object, string | null][])('%s', (_name, definition, bound) => {
    const issue = boundsIssue(definition);
    expect(issue?.key ?? null).toBe(bound && `app.moduleBuilder.bounds.${bound}`);
  });

  it('every standard module is within its bounds', () => {
    expect(standardDefinitions().map((d) => [d.name, boundsIssue(d)])).toEqual(
      standardDefinitions().map((d) => [d.name, null]),
    );
  });
});
