import { AjvCompiler } from '@fastify/ajv-compiler';
import {
  boundsIssue,
  CODE_ONLY_MEMBERS,
  DEFINITION_SCHEMA,
  declarationOf,
  declarationProblems,
  missingLabels,
  registryProblems,
  type ModuleDeclaration,
  type ModuleDefinition,
} from '../../../src/domain/engine';
import { closedSchema } from '../../plugins/closedBodies';
import { translateMr } from '../../shared/translateMr';

/** Plain JSON Schema checks: nothing coerced, defaulted or removed. */
const definitions = AjvCompiler()(
  {},
  {
    customOptions: {
      coerceTypes: false,
      useDefaults: false,
      removeAdditional: false,
      allErrors: false,
    },
  },
);
/** Request bodies checked as Fastify checks a route's (its options in server/app.ts). */
const bodies = AjvCompiler()({}, { customOptions: { removeAdditional: false, unicode: false } });

const validateDefinition = definitions({ schema: DEFINITION_SCHEMA } as never);

/** What is wrong with a definition, first: the member it names (a JSON pointer) and why. */
export interface DefinitionIssue {
  field: string;
  message: string;
}

/**
 * The first problem of a definition sent by an administrator: its JSON Schema, members only a
 * module of the code may use, then the declaration's own rules and those across the registry.
 */
export function definitionIssue(
  definition: unknown,
  others: readonly ModuleDeclaration[],
): DefinitionIssue | null {
  if (!validateDefinition(definition)) {
    const [error] = validateDefinition.errors ?? [];
    const extra = (error?.params as { additionalProperty?: string } | undefined)
      ?.additionalProperty;
    const field = `${error?.instancePath ?? ''}${extra ? `/${extra}` : ''}` || '/';
    return { field, message: error?.message ?? 'invalid' };
  }
  const d = definition as ModuleDefinition;
  // the schema holds every bound but the size; the size is told with the builder's words
  const tooLarge = boundsIssue(d);
  if (tooLarge) return { field: '/', message: translateMr(tooLarge.key, tooLarge.args) };
  for (const member of CODE_ONLY_MEMBERS)
    if (member in d) return { field: `/${member}`, message: 'only a module of the code has it' };
  const declaration = declarationOf(d);
  const problem =
    declarationProblems(declaration)[0] ??
    registryProblems([...others.filter((o) => o.name !== d.name), declaration])[0];
  if (!problem) return null;
  const [, member = '/'] = /^[\w-]+\.(\w+):/.exec(problem) ?? [];
  return { field: member === '/' ? '/' : `/fields/${member}`, message: problem };
}

/** The words a definition needs before it is published: every Marathi word it shows. */
export function publishIssue(d: ModuleDefinition): DefinitionIssue | null {
  const [missing] = missingLabels(d);
  return missing ? { field: missing, message: 'a Marathi word is needed to publish' } : null;
}

/** A request body validator of a schema (closed, as every route's), compiled once per schema. */
export function bodyValidator(schema: object) {
  return bodies({ schema: closedSchema(schema) } as never);
}
