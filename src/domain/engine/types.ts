import type { Comparison } from '../expressions';
import type { CheckImportance } from '../checks/types';
import type { AxisName, PeriodKindName, PeriodPolicy } from '../periods';
import type { SubjectKindName } from '../subjects';
import type { ProblemMessages } from './messages';

/**
 * A configured module, declared once as plain serialisable data (DESIGN §13). Everything else
 * (schemas, screens, routes, menu, exports, authorisation rows, labels) is derived from it.
 * Labels live in the dictionaries under `resources.<name>`: `name`, `fields.<field>`,
 * `sections.<section>` and `choices.<field>.<code>`.
 */
export type FieldType =
  | 'text'
  | 'longText'
  | 'richText'
  | 'integer'
  | 'count'
  | 'date'
  | 'time'
  | 'flag'
  | 'yesNo'
  | 'select'
  | 'multiSelect'
  | 'phone'
  | 'email'
  | 'place'
  | 'photo';

export type ModuleKind = ModuleDeclaration['kind'];

/** The colours a list's chip may take (the theme's). */
export const CHIP_COLOURS = ['default', 'success', 'warning', 'error', 'info'] as const;
export type ChipColour = (typeof CHIP_COLOURS)[number];

/** Shown and checked only while another field holds one of these values (Frappe depends_on). */
export interface DependsOn {
  field: string;
  oneOf: readonly (string | boolean)[];
}

/** Where a record is being entered: the add/edit form, or a row of an uploaded sheet. */
export type EntryMode = 'form' | 'sheet';

export interface FieldDeclaration {
  name: string;
  type: FieldType;
  required?: boolean;
  /** Mandatory in one mode only (the volunteers' blood group in the form, e-mail in a sheet). */
  requiredIn?: EntryMode;
  dependsOn?: DependsOn;
  /** select / multiSelect: the stored codes, in display order. */
  choices?: readonly string[];
  /**
   * select: the items come from a reference list of the catalogue (src/domain/engine/
   * catalogue.ts) or, with `parent`, from the list of that name inside the item chosen for the
   * parent field; stored by name. Mandatory whenever its list offers any item. `ignoreSpaces`:
   * names match without white space and the list's spelling is stored.
   */
  choicesFrom?: { list: string; parent?: string; ignoreSpaces?: boolean };
  /**
   * select: the codes are spelled as people write them (blood groups: A+, O-), not identifiers;
   * any text without a dot, each still labelled in the dictionaries.
   */
  spelledChoices?: boolean;
  /** select: the choice a value matching none (or a blank one, when not required) is stored as. */
  otherwise?: string;
  /**
   * How a number typed the forgiving way is read: 'pin' six digits and 'mobile' ten (an
   * integer field, stored as a number), 'landline' up to 15 keeping a leading 0 (a phone field).
   */
  digits?: 'pin' | 'mobile' | 'landline';
  /**
   * date: kept as the text dd-mm-yyyy (the volunteers' date of birth, a contract of spec §3),
   * shown dd-mm-yyyy (typed either way) like every date, the form saying the day it read.
   */
  dayFirst?: boolean;
  /** The field's own words for some problems (e.g. a date of birth's one message). */
  messages?: ProblemMessages;
  /** The upload sheet's column heading when it is not the label (a file-format contract). */
  header?: string;
  /** The list can be sorted by it. */
  sortable?: boolean;
  /** photo: how many photos a record may hold (issue 50; at most MAX_PHOTOS, 1 by default). */
  maxPhotos?: number;
  /** integer / count bounds; text length bound (each type has a default). */
  min?: number;
  max?: number;
  maxLength?: number;
  /** A named rule of the registry in src/domain/namedRules.ts (e.g. 'notFuture' for a date). */
  rule?: string;
  /**
   * integer: shown by a named label list of src/domain/valueLabels.ts (a unit's type) and
   * chosen from its values in the form.
   */
  valueLabels?: string;
  /**
   * select: each choice's colour where the list shows it, as a coloured chip (Frappe's list
   * indicator): a unit's status green, amber or grey.
   */
  chipColours?: Readonly<Record<string, ChipColour>>;
  /** A column of the list (Frappe in_list_view). */
  inList?: boolean;
  /** A standard filter of the list (Frappe in_standard_filter). */
  filter?: boolean;
  /** Searched by the list's search box. */
  search?: boolean;
  /** The form section it belongs to (a key of `sections`). */
  section?: string;
  /** Summed into the totals row of exports and reports. */
  summed?: boolean;
  /** Part of a count record's computed total. */
  inTotal?: boolean;
  /** A unit's attendance input: shown only for units whose sub-type has it (DESIGN §7). */
  unitInput?: boolean;
  /** The column-choosing report (`reportBuilder`): always one of its columns, locked on. */
  reportLocked?: boolean;
  /** A filter of the column-choosing report, at this position (else its standard filters). */
  reportFilter?: number;
  /**
   * Set by the module's own calls, never entered (Frappe read_only): a unit's status, changed
   * through its सद्यस्थिती. Listed, filtered, exported and in the history like any field; not in
   * the form or the upload sheet, and never taken from a body (a record sent back as read may
   * carry it).
   */
  readOnly?: boolean;
  /**
   * A field deleted from a module defined in the browser (issue 24): kept read-only (values
   * stay, listed and exported), no longer entered.
   */
  retired?: boolean;
}

/** A register's report screen where it differs from the generic one (`reportBuilder`). */
export interface ReportBuilder {
  /** The column groups a box adds at once, by section (else every section of two fields or more). */
  groups?: readonly { section: string; fields: readonly string[] }[];
  /** The file and sheet names a contract fixes (spec §9: 'Swayam suchi Report', 'Data'). */
  fileName?: string;
  sheetName?: string;
  /** Its own screen, path and menu entry (the spec's /swayamsuchak/report). */
  screen?: { page: string; path: string; menuId: string };
}

/** The fields a person enters: all but the read-only ones. */
export const enteredFields = (d: Pick<FormDeclaration, 'fields'>): readonly FieldDeclaration[] =>
  d.fields.some((f) => f.readOnly) ? d.fields.filter((f) => !f.readOnly) : d.fields;

/** Who may read and write a module's records; writing also needs the write right. */
export interface ModuleAccess {
  /** Only admins, for every call (403 ADMIN_ONLY to others). */
  adminOnly?: boolean;
  /** User levels that may use the module (the menu rule of spec §6); all when absent. */
  userLevels?: readonly number[];
}

/** One entry of a module that opens it with a preset (e.g. one festival). */
export interface MenuPreset {
  id: string;
  path: string;
  /** Fixed parts of the period (e.g. `{ festival: 'gurupujan' }`); labelled
   * `resources.<name>.presets.<id>`. */
  preset: Readonly<Record<string, string>>;
}

export interface ModuleMenu {
  /** The menu entry id (spec §2 menu item ids where the spec names one). */
  id: string;
  /** The menu group or entry it sits under. */
  parent: string;
  /** Position among its siblings (static entries are numbered in tens). */
  order: number;
  icon?: string;
  /** The entry becomes a group of these (one per preset). */
  presets?: readonly MenuPreset[];
}

export interface RegisterRoutes {
  /** The list screen's path(s) in the app, first one is the menu's. */
  list: readonly string[];
  /** The details page, with one `:param` for the id (otherwise `/<name>/:id/show`). */
  show?: string;
}

export interface RegisterView {
  /** Rows as a table or as cards (title, summary, place). */
  list: 'table' | 'cards';
  /** The field naming a record (titles, breadcrumbs, cards). */
  titleField: string;
  /** Cards: the field shown under the title. */
  summaryField?: string;
  /** The add form sits above the list on the same screen. */
  createAboveList?: boolean;
  /** The list opens records on their details page instead of the edit form. */
  showPage?: boolean;
  /**
   * Records are added, corrected (or, read-only, viewed) in a dialog over the list, each row
   * with its edit and delete buttons, instead of on pages of their own (the volunteer list).
   * The add button shows where a record may be placed (`placeLevels`).
   */
  dialog?: boolean;
  /** 'lg': a form of many fields (the volunteers' thirty) spread over columns of a wide dialog. */
  dialogWidth?: 'md' | 'lg';
  /** false: labels carry no '*' (the spec's volunteer form; its messages say what is missing). */
  markRequired?: boolean;
  /** A first column numbers the rows across pages (अनु. क्र.). */
  serial?: boolean;
  /** Rows on the list's first page (20 when absent). */
  perPage?: number;
  /** The list has no download (the spec's volunteer list: its report downloads instead). */
  noExport?: boolean;
  /** The list screen's first order where its records name the field otherwise than the calls. */
  listSort?: { field: string; order: 'ASC' | 'DESC' };
  /** The fields that name a record in a sentence ("… यांची माहिती हटवायची आहे का?"). */
  recordName?: readonly string[];
  /**
   * A hand-built page (a name of src/screens/pages.ts) draws the list screen: the generic list
   * with hand-built parts put in (the volunteer upload area and dialog, the units' own list).
   */
  listPage?: string;
  /** Records are added on a screen of their own (the units' add-many), not from the list. */
  addElsewhere?: boolean;
}

/** What every module declares. */
interface ModuleBase {
  /** Resource name and API path segment. */
  name: string;
  /** Levels of the places a record may belong to (a report: places it may be asked for). */
  placeLevels: readonly number[];
  access: ModuleAccess;
  menu: ModuleMenu;
  /** A module defined in the browser: the version published, stored with every record saved. */
  version?: number;
}

/** The comparisons of the expression language's `compare`: one set for every check. */
export type CrossCheckOp = Comparison;

/**
 * A check as data (issues 24, 48): `left` against `right` (a number), worded by
 * `resources.<name>.checks.<message>`. A side is a field of the record, or an expression of the
 * one small language (src/domain/expressions: figures, + − × ÷, sum, the previous period, last
 * year, another form) parsed, never `eval`ed; one function judges it (src/domain/checks), in the
 * browser and on the server.
 */
export interface CrossCheck {
  left: string;
  op: CrossCheckOp;
  right: string | number;
  message: string;
  /** 'refuse' (as when left out): the save is refused; 'warn': saved with a one-line reason. */
  importance?: CheckImportance;
}

/** A module whose records have declared fields in form sections (registers, count forms). */
export interface FormDeclaration {
  name: string;
  /** Form sections in order; every field names one of them. */
  sections: readonly string[];
  fields: readonly FieldDeclaration[];
  /** The module's own words for some problems (translation keys; the defaults otherwise). */
  messages?: ProblemMessages;
  /** Checks across fields, as data (`{ left, op, right, message }`): crossChecks.ts. */
  checks?: readonly CrossCheck[];
}

/** Roll-ups a register keeps for the reports over it (per financial year of a date field). */
export interface RegisterRollup {
  /** The date field whose financial year a record counts in. */
  periodField: string;
  /** A select field whose every value gets its own record count. */
  splitBy?: string;
}

export interface RegisterDeclaration extends ModuleBase, FormDeclaration {
  kind: 'register';
  period: 'none';
  /** Fields whose values together identify one record (none for plain registers). */
  unique?: readonly string[];
  routes: RegisterRoutes;
  view: RegisterView;
  /** Every save keeps a snapshot; the history dialog compares them. */
  tracked?: boolean;
  /**
   * Records come from a spreadsheet too (issue 23): a template of its fields, the check in the
   * browser and the server's dry run, the errors written back into the person's own file, all
   * rows or on request only the good ones — at the place chosen on the screen.
   */
  upload?: boolean;
  /**
   * Fields whose values together mark a likely duplicate (issue 23): a new record or an
   * uploaded row repeating a live record of the area is warned of, never refused.
   */
  duplicates?: readonly string[];
  /**
   * Generic calls whose path the spec's own call answers, in its shape (a module package's
   * duplicates call: the values flat, the records with their `location`): the engine serves it
   * there and its screens call it so, never a second call beside it.
   */
  specCalls?: readonly 'duplicates'[];
  /**
   * A report screen (issue 23): choose its columns (a section's at once; `reportLocked` ones
   * always) and filters, for the chosen place, downloaded as an Excel file.
   */
  reportBuilder?: boolean | ReportBuilder;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Levels of the place a list may be asked for (all when absent): the volunteers are not
   * listed for a प्रांत or a विभाग, too many to be useful.
   */
  listLevels?: readonly number[];
  rollup?: RegisterRollup;
  /**
   * Where its records live: `entity_record` (default), or the store a module package plugs in
   * under this name, a table of its own whose columns are the fields (server/engine/plugs.ts).
   */
  store?: string;
}

/**
 * A count form: one record per subject (a unit, or a place of `placeLevels`) and period, with
 * count fields; entered for the subjects under a place of `entryLevels`.
 */
export interface CountFormDeclaration extends ModuleBase, FormDeclaration {
  kind: 'countForm';
  /** The period kind (src/domain/periods): a record per subject and period. */
  period: PeriodKindName;
  /** The year is crossed with this axis's values (one record per festival of the year). */
  axis?: AxisName;
  /**
   * When its periods take entry (src/domain/periods/policy.ts; default: the current year, in
   * April the previous one too).
   */
  periodPolicy?: PeriodPolicy;
  /** What a record is about (src/domain/subjects.ts): a unit, or a place of `placeLevels`. */
  subject: SubjectKindName;
  /** Levels of the place chosen on the entry screen. */
  entryLevels: readonly number[];
  /**
   * Above the entry levels the screen shows the roll-up report of the chosen place;
   * 'alsoAtEntry': at the entry levels too, beside the entry (a return entered at the top of
   * the tree, विविध क्षेत्र वृत्त, has no level above its entry).
   */
  rollupView?: boolean | 'alsoAtEntry';
  /** The screen's path when the module has no presets. */
  path?: string;
  /** A named rule (src/domain/namedRules.ts) the computed total keeps (a cap). */
  totalRule?: string;
  /**
   * Where its records live: `count_record` (default), or the store a module package plugs in
   * under this name, tables of its own that its reports read (server/engine/plugs.ts).
   */
  store?: string;
  /**
   * The path segments of its entry calls (default `list` and `save`): a module package's own
   * spec calls take the default paths, answered beside the engine's.
   */
  calls?: { list: string; save: string };
  /** Named figures its reports show beside the sums (issue 49 §3). */
  indicators?: readonly IndicatorDeclaration[];
}

/**
 * A named figure of a count form's roll-ups (issue 49 §3): numerator ÷ denominator × factor,
 * each an expression of the checks' language over its summed fields, `records` (the places or
 * units with a record) and `eligible` (those it counts against). Its Marathi name is
 * `resources.<form>.indicators.<name>`.
 */
export interface IndicatorDeclaration {
  name: string;
  numerator: string;
  denominator?: string;
  /** 100 for a percentage; 1 by default. */
  factor?: number;
}

/** A roll-up report: per child place of the chosen one, the sums of a count form or register. */
export interface RollupReportDeclaration extends ModuleBase {
  kind: 'rollupReport';
  /** The count form or register it sums. */
  source: string;
  path?: string;
}

export type ModuleDeclaration =
  RegisterDeclaration | CountFormDeclaration | RollupReportDeclaration;

/** The one place field every register has: the record's place in the tree (scope, filter). */
export const PLACE_FIELD = 'location_id';

/** One saved version of a tracked record (`GET /<name>/:id/history`), oldest first. */
export interface EntitySnapshot {
  version: number;
  location_id: number;
  /** The place's name with its suffix. */
  place: string;
  data: Record<string, unknown>;
  deleted: boolean;
  changed_at: string;
  changed_by_name: string | null;
}
