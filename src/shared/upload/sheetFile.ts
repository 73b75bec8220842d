/** The kinds of file the upload reads, and why a chosen file could not be read. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

export type SheetFileProblem = 'unsupported' | 'unreadable';

export class SheetFileError extends Error {
  constructor(readonly problem: SheetFileProblem) {
    super(`sheet file ${problem}`);
    this.name = 'SheetFileError';
  }
}

export const extensionOf = (name: string) => /\.[^.]*$/.exec(name.toLowerCase())?.[0] ?? '';
