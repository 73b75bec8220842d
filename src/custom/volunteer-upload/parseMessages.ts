import type { VolunteerReference } from '../../domain/volunteer';
import type { ParsedVolunteerFile } from './parseVolunteerFile';
import type { SheetFileProblem } from '../../shared/upload/sheetFile';

/** What the page posts to the parse worker. */
export interface ParseRequest {
  buffer: ArrayBuffer;
  name: string;
  reference: VolunteerReference;
}

/** What the parse worker posts back: progress as it goes, then the result or the problem. */
export type ParseReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ParsedVolunteerFile }
  | { type: 'failed'; problem: SheetFileProblem };
