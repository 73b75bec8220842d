/** One bad row's messages as text (the list shows them, the error file writes them). */
export interface RowWarning {
  row: number;
  messages: string[];
  /** The fields the messages are about (their cells are highlighted in the error workbook). */
  fields: string[];
}

/** Several lists as one, by sheet row, a row's messages in the order the lists came. */
export function mergeRowWarnings(...lists: readonly RowWarning[][]): RowWarning[] {
  const byRow = new Map<number, RowWarning>();
  for (const { row, messages, fields } of lists.flat()) {
    const merged = byRow.get(row) ?? { row, messages: [], fields: [] };
    merged.messages.push(...messages.filter((m) => !merged.messages.includes(m)));
    merged.fields.push(...fields);
    byRow.set(row, merged);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

/** Where each field's cell is in a person's sheet, by its header row (for the error file). */
export type ColumnsOf = (headerRow: readonly unknown[]) => ReadonlyMap<string, number>;
