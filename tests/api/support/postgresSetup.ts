import { buildTemplate, dropTestDatabases } from './postgresTemplate';

/** globalSetup of the API project: on PostgreSQL, the seeded template first, every copy after. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await buildTemplate(url);
  return () => dropTestDatabases(url);
}
