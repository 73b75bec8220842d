import type { FastifyInstance } from 'fastify';
import { authErrors } from '../shared/routeSchemas';

const item = {
  type: 'object',
  required: ['id', 'localized_name'],
  properties: { id: { type: 'integer' }, localized_name: { type: 'string' } },
} as const;

const withChildren = (key: string, child: object) => ({
  type: 'object',
  required: ['id', 'localized_name', key],
  properties: { ...item.properties, [key]: { type: 'array', items: child } },
});

const list = (items: object) => ({ 200: { type: 'array', items }, ...authErrors });

/** The reference lists of spec §7 (GET, any signed-in user). */
export async function metadataRoutes(app: FastifyInstance) {
  const reference = app.repos.referenceData;
  const area = withChildren('vyavasay_tapshils', item);

  app.get(
    '/metadata/alltree',
    {
      schema: {
        summary: 'Occupations → VyavasayKshetras → vyavasay_tapshils',
        response: list(withChildren('VyavasayKshetras', area)),
      },
    },
    () => reference.occupations(),
  );
  app.get(
    '/metadata/shreni/khate/tree',
    {
      schema: {
        summary: 'Categories (shreni) with their accounts (khateData)',
        response: list(withChildren('khateData', item)),
      },
    },
    () => reference.categories(),
  );
  app.get(
    '/metadata/dayitva_star/dayitva/tree',
    {
      schema: {
        summary: 'Responsibility levels with their responsibilities (dayitvaData)',
        response: list(withChildren('dayitvaData', item)),
      },
    },
    () => reference.responsibilityLevels(),
  );
  app.get(
    '/metadata/sangh_shikshan',
    { schema: { summary: 'Sangh training options', response: list(item) } },
    () => reference.trainings(),
  );
  app.get(
    '/metadata/blood_groups',
    { schema: { summary: "Blood groups, the last one 'माहित नाही'", response: list(item) } },
    () => reference.bloodGroups(),
  );
}
