import type { CheckImportance } from './types';

/** A तपासणी item's follow-up: to follow up, or done. */
export const NOTE_STATUSES = ['open', 'done'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** The office above's note on an item: a comment and its follow-up, who and when. */
export interface CheckNote {
  comment: string;
  status: NoteStatus;
  by: string | null;
  at: string;
}

/**
 * One item of the तपासणी screen (issue 48 §2): a record below the place that breaks a check
 * now, or was saved with a reason for one; with the note of the office above.
 */
export interface CheckItem {
  module: string;
  subjectId: number;
  subjectName: string;
  placeId: number;
  placeName: string;
  /** The chosen place's child it lies under: the screen groups by it. */
  childId: number;
  childName: string;
  /** The check's message code, and its words. */
  check: string;
  checkText: string;
  importance: CheckImportance;
  /** The figures break it now (a reason may have been given when they did). */
  broken: boolean;
  reason: string | null;
  reasonBy: string | null;
  reasonAt: string | null;
  note: CheckNote | null;
}

/** A comment on an item is a few lines at most. */
export const MAX_NOTE_LENGTH = 500;

/** An item is to follow up until the office above marks it done. */
export const itemStatus = (item: { note: CheckNote | null }): NoteStatus =>
  item.note?.status ?? 'open';

/** How many items lie under one child of the chosen place, to follow up and done. */
export interface CheckChildCount {
  childId: number;
  childName: string;
  open: number;
  done: number;
}

/**
 * GET /checks: the items asked for (one child's, one status's, one page's: a प्रांत's year holds
 * tens of thousands), how many there are, and every child's counts.
 */
export interface CheckReviewAnswer {
  items: CheckItem[];
  total: number;
  children: CheckChildCount[];
}

/** The screen's page of items, and the most one call gives. */
export const CHECK_PAGE_SIZE = 100;
export const MAX_CHECK_PAGE_SIZE = 500;
