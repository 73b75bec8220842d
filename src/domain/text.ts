/** Rules of free text shared by every form, sheet and the server. */

// spaces and the invisible joiners/marks a paste can carry; a name of only these is empty
// a character that shows: neither white space nor zero-width
const VISIBLE = /[^\s\u00AD\u200B-\u200F\u2060\uFEFF]/;

/** True when nothing visible is there (spaces, zero-width characters only). */
export const isBlank = (text: string): boolean => !VISIBLE.test(text);

// NUL and the other C0 controls except tab and line breaks; PostgreSQL refuses NUL in text
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

/** True when the text holds a control character (line breaks only where `multiline`). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return CONTROL.test(text) || (!multiline && LINE_BREAK.test(text));
}

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits ०–९ → 0–9; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  // most cells hold none: a scan is cheaper than a replace (an upload reads 290 000 cells)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= DEVANAGARI_ZERO && code <= DEVANAGARI_ZERO + 9) {
      return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
    }
  }
  return text;
}

/** The HTML without its tags, each tag a space; an unclosed `<` keeps the rest as text. */
function withoutTags(html: string): string {
  // one pass: a pattern such as /<[^>]*>/g rescans the rest of the text from every unclosed
  // '<' (120 000 of them held the server 28 s)
  let out = '';
  let from = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    out += html.slice(from, open) + ' ';
    from = close + 1;
  }
  return out + html.slice(from);
}

/** HTML as the text a reader sees (tags dropped, entities of spaces as spaces). */
export const visibleText = (html: string): string =>
  withoutTags(html)
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A count typed by the user: Devanagari digits become ASCII, anything else is dropped. */
export function parseCount(text: string): number {
  const digits = toAsciiDigits(text).replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits.slice(0, 5));
}
