import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeclaration, ModuleKind } from '../../../src/domain/engine';
import type { BodyKey } from './definedBodies';

/** One call every module defined in the browser of its kinds answers. */
export interface DefinedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  kinds: readonly ModuleKind[];
  write: boolean;
  /** Its body, checked by the module's own schema (and listed so by /openapi.json). */
  body?: BodyKey;
  schema?: object;
  bodyLimit?: number;
  /** Whether a module of its kinds answers it (a register's history, a count form's report). */
  answers?(d: ModuleDeclaration): boolean;
  handle(request: FastifyRequest, reply: FastifyReply): unknown;
}
