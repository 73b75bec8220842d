import { createHash } from 'node:crypto';
import {
  definitionOf,
  moduleRefusal,
  type ModuleDefinition,
  type ModuleLabels,
} from '../../../src/domain/engine';
import { MODULES } from '../../../src/domain/modules';
import { resourcesEn } from '../../../src/i18n/en/resources';
import { resourcesMr } from '../../../src/i18n/mr/resources';

const labelsOf = (name: string) => ({
  mr: (resourcesMr as Record<string, ModuleLabels | undefined>)[name] ?? {},
  en: (resourcesEn as Record<string, ModuleLabels | undefined>)[name],
});

/**
 * The standard definitions (issue 24): every module of the code — the gathering, volunteers and
 * units among them — as a definition with its dictionaries' words inside, read-only.
 */
export const STANDARD_DEFINITIONS: readonly ModuleDefinition[] = MODULES.map((d) =>
  definitionOf(d, labelsOf(d.name)),
);

// a few distinct sets (by level and admin claim), each serialised and hashed once
const answers = new Map<string, { body: string; etag: string }>();

/** The definitions a user may use (as the menu and the routes decide), and their ETag. */
export function definitionsFor(user: {
  admin?: boolean;
  level_id: number;
  writeallowed?: boolean;
}) {
  const modules = STANDARD_DEFINITIONS.filter(
    (d) => moduleRefusal(d, { ...user, levelId: user.level_id }, false) === null,
  );
  const key = modules.map((d) => d.name).join(' ');
  let answer = answers.get(key);
  if (!answer) {
    const body = JSON.stringify({ modules });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    answer = { body, etag };
    answers.set(key, answer);
  }
  return answer;
}
