import type { ParseReply, ParseRequest } from './parseMessages';
import { parseVolunteerFile } from './parseVolunteerFile';
import { SheetFileError } from '../../shared/upload/sheetFile';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: ParseReply) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<ParseRequest>) => {
  try {
    const result = await parseVolunteerFile(data.buffer, data.name, data.reference, (fraction) =>
      reply({ type: 'progress', fraction }),
    );
    reply({ type: 'done', result });
  } catch (error) {
    reply({
      type: 'failed',
      problem: error instanceof SheetFileError ? error.problem : 'unreadable',
    });
  }
};
