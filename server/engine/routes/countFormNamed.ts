import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeCountForms, type CountFormDeclaration } from '../../../src/domain/engine';
import { PERIOD_AXES } from '../../../src/domain/periods';
import { notFound } from '../../appError';
import { assertModuleAccess } from '../../plugins/scope';

/** A count form by name, of the code's or published in the browser; 404 otherwise. */
async function countFormNamed(app: FastifyInstance, name: string): Promise<CountFormDeclaration> {
  const code = codeCountForms().find((d) => d.name === name);
  if (code) return code;
  const served = await app.modules.served(name);
  if (served && !served.retired && served.declaration.kind === 'countForm')
    return served.declaration;
  throw notFound(`no count form ${name}`);
}

/** The count form a call names, which the caller may read (or write). */
export async function countFormOf(request: FastifyRequest, name: string, write: boolean) {
  const d = await countFormNamed(request.server, name);
  assertModuleAccess(request, d, write);
  return d;
}

/** A place's id, as the calls over one form's period take it. */
export const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The form and its period, as those calls take them (a month, a festival: as its kind says). */
export const period = {
  module: { type: 'string', maxLength: 64 },
  year: { type: 'string', maxLength: 7 },
  month: { type: 'integer', minimum: 1, maximum: 12 },
  ...Object.fromEntries(
    Object.keys(PERIOD_AXES).map((axis) => [axis, { type: 'string', maxLength: 30 }]),
  ),
} as const;
