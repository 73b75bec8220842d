import { toAsciiDigits } from './text';

// what people type between digits: spaces, dashes, dots, brackets
const SEPARATORS = /[\s\-.()]/g;

/**
 * A mobile number as its bare 10 digits, or null when it is not one. Accepts ASCII or
 * Devanagari digits with spaces, dashes, dots or brackets, and a leading +91, 91 (when 12
 * digits) or 0.
 */
export function mobileDigits(text: string): string | null {
  let digits = toAsciiDigits(text.trim()).replace(SEPARATORS, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A six-digit PIN code, or null (same separators and digits as mobiles). */
export function pinDigits(text: string): string | null {
  const digits = toAsciiDigits(text.trim()).replace(SEPARATORS, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * A plausible e-mail address, checked in one pass (no backtracking pattern): one '@', a
 * non-empty local part, a domain with a dot that neither starts nor ends it, no spaces.
 */
export function isEmailAddress(text: string, maxLength = 254): boolean {
  if (text.length === 0 || text.length > maxLength || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('.');
}
