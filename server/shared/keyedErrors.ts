import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { issueText } from '../../src/domain/engine';
import { badRequest, type AppError } from '../appError';
import { translateMr, translateMrFor } from './translateMr';

type Args = Record<string, string | number>;

/** A problem as the domain names it: its translation key and where it is. */
export interface KeyedIssue {
  key: string;
  args?: Args;
  field?: string;
  row?: number;
  /** Said before the Marathi text (a row number, a field's name, a unit's name). */
  prefix?: string;
}

/**
 * The one place the server makes Marathi text of a domain's keys: each issue as an answer row,
 * its key (and args) for the browser, its text for other clients.
 */
export function keyedRows(issues: readonly KeyedIssue[]): NonNullable<ApiErrorBody['error']> {
  return issues.map(({ prefix = '', args, ...issue }) => ({
    ...issue,
    ...(args ? { args } : {}),
    message: `${prefix}${translateMr(issue.key, args)}`,
  }));
}

/** 400 with every issue as a row; its message is `headline`'s text, or the first row's. */
export function keyedError(issues: readonly KeyedIssue[], headline?: KeyedIssue): AppError {
  const rows = keyedRows(issues);
  return badRequest(headline ? keyedRows([headline])[0]!.message : rows[0]!.message, rows);
}

/**
 * A declared module's field problems: each row's text names the field by its label
 * ("<label>: <problem>"), after `prefix` (the record's subject on a count form).
 */
export function fieldIssueRows(
  d: { name: string; fields: readonly { name: string }[] },
  issues: readonly { field: string; key: string; args?: Args }[],
  extra: { prefix?: string; row?: number } = {},
): NonNullable<ApiErrorBody['error']> {
  return issues.map((issue) => {
    const message = issueText(d, issue, translateMrFor(d));
    return {
      ...(extra.row === undefined ? {} : { row: extra.row }),
      field: issue.field,
      key: issue.key,
      ...(issue.args ? { args: issue.args } : {}),
      message: `${extra.prefix ?? ''}${message}`,
    };
  });
}
