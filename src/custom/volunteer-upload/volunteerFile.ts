/** The kinds of file the upload reads, and why a chosen file could not be read. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

export type VolunteerFileProblem = 'unsupported' | 'unreadable';

export class VolunteerFileError extends Error {
  constructor(readonly problem: VolunteerFileProblem) {
    super(`volunteer file ${problem}`);
    this.name = 'VolunteerFileError';
  }
}

export const extensionOf = (name: string) => /\.[^.]*$/.exec(name.toLowerCase())?.[0] ?? '';
