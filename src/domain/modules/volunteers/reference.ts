/** The reference lists a volunteer row is checked against (spec §3 "Reference lists", §7). */
import type { NamedItem } from '../../engine/catalogue';

export type { NamedItem };

export interface OccupationArea extends NamedItem {
  vyavasay_tapshils: NamedItem[];
}

export interface OccupationNode extends NamedItem {
  VyavasayKshetras: OccupationArea[];
}

export interface CategoryNode extends NamedItem {
  khateData: NamedItem[];
}

export interface ResponsibilityLevelNode extends NamedItem {
  dayitvaData: NamedItem[];
}

export interface VolunteerReference {
  occupations: OccupationNode[];
  categories: CategoryNode[];
  responsibilityLevels: ResponsibilityLevelNode[];
  trainings: NamedItem[];
}

export { findByName } from '../../engine/catalogue';
