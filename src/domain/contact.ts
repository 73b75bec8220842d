import { toAsciiDigits } from './text';

// what people type between digits: spaces, dashes, dots, brackets
const SEPARATORS = /[\s\-.()]/g;

/** What was typed, in ASCII digits, without the separators. */
const typedDigits = (text: string) => toAsciiDigits(text.trim()).replace(SEPARATORS, '');

/** Without India's country code: a leading +91, or 91 when 12 digits remain. */
function withoutCountryCode(digits: string): string {
  if (digits.startsWith('+91')) return digits.slice(3);
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/**
 * A mobile number as its bare 10 digits, or null when it is not one. Accepts ASCII or
 * Devanagari digits with spaces, dashes, dots or brackets, and a leading +91, 91 (when 12
 * digits) or 0.
 */
export function mobileDigits(text: string): string | null {
  let digits = withoutCountryCode(typedDigits(text));
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A phone number's digits (a landline keeps its leading 0), at most 15, or null. */
export function phoneDigits(text: string): string | null {
  const digits = withoutCountryCode(typedDigits(text));
  return /^\d{1,15}$/.test(digits) ? digits : null;
}

/** A six-digit PIN code, or null (same separators and digits as mobiles). */
export function pinDigits(text: string): string | null {
  const digits = typedDigits(text);
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Whether the text is a number at all (then a refusal is about its length, not its form). */
export const isDigitsOnly = (text: string): boolean => /^\+?\d+$/.test(typedDigits(text));

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
