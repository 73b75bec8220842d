import { enteredFields, type RegisterDeclaration, type ReportBuilder } from './types';

/** App paths of a configured module's screens (spec §2 where declared, react-admin's otherwise). */
export const entityListPath = (d: RegisterDeclaration) => d.routes.list[0];
/** The report screen of a register with `reportBuilder`. */
export const entityReportPath = (d: RegisterDeclaration) =>
  reportBuilderOf(d)?.screen?.path ?? `${d.routes.list[0]}/report`;
/** A register's report options (`reportBuilder: true` is every default), or null when off. */
export const reportBuilderOf = (d: RegisterDeclaration): ReportBuilder | null =>
  d.reportBuilder ? (d.reportBuilder === true ? {} : d.reportBuilder) : null;
export const entityCreatePath = (d: RegisterDeclaration) => `/${d.name}/create`;
export const entityEditPath = (d: RegisterDeclaration, id: string | number) => `/${d.name}/${id}`;
export const entityShowPath = (d: RegisterDeclaration, id: string | number) =>
  d.routes.show ? d.routes.show.replace(/:\w+/, String(id)) : `/${d.name}/${id}/show`;

/** A form's values as the API takes them: the declared fields only (and the version on edit). */
export function declaredValues(
  d: RegisterDeclaration,
  values: Record<string, unknown>,
  withVersion = false,
) {
  const out: Record<string, unknown> = {};
  for (const field of enteredFields(d))
    if (field.name in values) out[field.name] = values[field.name];
  if (withVersion) out.version = values.version;
  return out;
}
