import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { Resource, ResourceContextProvider } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import type { ResourceScreens, Screen } from './registry';

/** A registered screen as a route: in its resource's context, behind a loading bar. */
export function screenRoute({ path, Page, resource }: Screen) {
  const page = resource ? (
    <ResourceContextProvider value={resource}>
      <Page />
    </ResourceContextProvider>
  ) : (
    <Page />
  );
  return (
    <Route
      key={path}
      path={path}
      element={<Suspense fallback={<PageLoading />}>{page}</Suspense>}
    />
  );
}

/** A registered resource as react-admin's `<Resource>` (its list/create/edit/show views). */
export function resourceElement({
  name,
  list,
  create,
  edit,
  show,
  recordRepresentation,
}: ResourceScreens) {
  return (
    <Resource
      key={name}
      name={name}
      list={list}
      create={create}
      edit={edit}
      show={show}
      recordRepresentation={recordRepresentation}
    />
  );
}
