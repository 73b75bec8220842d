/**
 * The text of a pending list sent through the phone's share sheet (issue 47: पाठवा). Offices
 * forward these lists on WhatsApp, so it is plain text: a heading, then one numbered line per
 * place, and an empty list says so rather than sending a heading alone.
 */
export interface ShareList {
  heading: string;
  lines: readonly string[];
  /** Said instead of the lines when there are none. */
  empty: string;
}

export function shareListText({ heading, lines, empty }: ShareList): string {
  const body = lines.length ? lines.map((line, i) => `${i + 1}. ${line}`) : [empty];
  return [heading.trim(), ...body].join('\n');
}
