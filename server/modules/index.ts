import type { FastifyInstance } from 'fastify';
// the organisation's catalogue: its declarations and their parts installed in the engine
import '../../src/domain/modules';
import { plugIn, type ServerModule } from '../engine/plugs';
import { gatheringModule } from './gathering';
import { unitsModule } from './units';
import { volunteersModule } from './volunteers';

/** The module packages that need code on the server; declared-only modules need none. */
export const SERVER_MODULES: readonly ServerModule[] = [
  volunteersModule,
  unitsModule,
  gatheringModule,
];

/** Plugs every module package into the engine (again: no change). */
export function plugModulesIn(): void {
  for (const m of SERVER_MODULES) plugIn(m);
}

/** Registers every module package's own calls on `app` (called in place, not as a plugin). */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  for (const m of SERVER_MODULES) for (const routes of m.routes) await app.register(routes);
}
