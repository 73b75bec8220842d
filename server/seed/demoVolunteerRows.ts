import { BLOOD_GROUPS, YES_WORD, NO_WORD } from '../../src/domain/modules/volunteers/columns';
import {
  CATEGORIES,
  OCCUPATIONS,
  RESPONSIBILITY_LEVELS,
  SANGH_TRAININGS,
  type NameTree,
} from './referenceData';

const FIRST_NAMES = [
  'अमित',
  'संदीप',
  'विनायक',
  'प्रसाद',
  'महेश',
  'राहुल',
  'सचिन',
  'गणेश',
  'आदित्य',
  'ओंकार',
  'निखिल',
  'श्रीकांत',
  'दत्तात्रय',
  'सुधीर',
  'मंगेश',
  'अजय',
  'किरण',
  'योगेश',
  'हेमंत',
  'तुषार',
];
const FATHER_NAMES = ['रामचंद्र', 'सदाशिव', 'विठ्ठल', 'बाळकृष्ण', 'दिगंबर', 'शंकर', 'नारायण', 'मधुकर'];
const SURNAMES = [
  'कुलकर्णी',
  'जोशी',
  'पाटील',
  'देशपांडे',
  'शिंदे',
  'पवार',
  'गोखले',
  'भोसले',
  'कदम',
  'जाधव',
  'साठे',
  'मोरे',
  'काळे',
  'गायकवाड',
  'सावंत',
  'ढमाले',
];
const SKILLS = ['', 'गायन', 'चित्रकला', 'संगणक', 'प्रथमोपचार', 'वक्तृत्व', 'योग'];
const STREETS = ['मारुती मंदिराजवळ', 'मुख्य रस्ता', 'शाळेजवळ', 'ग्रामपंचायत चौक', 'विठ्ठल मंदिर गल्ली'];

/** A small deterministic generator (mulberry32), so every demo database is the same. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    pick,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

type Rng = ReturnType<typeof randomFrom>;
const nameOf = (node: NameTree[number]) => (typeof node === 'string' ? node : node[0]);
const childrenOf = (node: NameTree[number] | undefined): NameTree =>
  !node || typeof node === 'string' ? [] : node[1];

/** A path through a name tree: [level 1, level 2, ...], '' where a node has no children. */
function branch(rng: Rng, tree: NameTree, depth: number): string[] {
  const out: string[] = [];
  let items = tree;
  for (let d = 0; d < depth; d += 1) {
    const node = items.length ? rng.pick(items) : undefined;
    out.push(node ? nameOf(node) : '');
    items = childrenOf(node);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One valid volunteer row, as an upload would send it (Marathi yes word, dd-mm-yyyy). */
export function demoVolunteerRow(rng: Rng, n: number, pin: number): Record<string, string> {
  const [occupation, occupationDetails1, occupationDetails2] = branch(rng, OCCUPATIONS, 3);
  const [category, account] = branch(rng, CATEGORIES, 2);
  const [responsibilityLevel, responsibility] = branch(rng, RESPONSIBILITY_LEVELS, 2);
  const yes = (chance: number) => (rng.next() < chance ? YES_WORD : NO_WORD);
  return {
    firstName: rng.pick(FIRST_NAMES),
    fatherName: rng.pick(FATHER_NAMES),
    surname: rng.pick(SURNAMES),
    dateOfBirth: `${pad(rng.int(1, 28))}-${pad(rng.int(1, 12))}-${rng.int(1955, 2008)}`,
    bloodGroup: rng.pick(BLOOD_GROUPS),
    occupation,
    occupationDetails1,
    occupationDetails2,
    address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}`,
    pinCode: String(pin),
    phone: rng.next() < 0.3 ? `25${rng.int(100000, 999999)}` : '',
    mobile: `9${String(800000000 + n * 7919 + rng.int(0, 7000)).slice(-9)}`,
    email: `swayamsevak${n}@example.in`,
    category,
    account,
    responsibilityLevel,
    responsibility,
    otherResponsibility: '',
    specialSkills: rng.pick(SKILLS),
    trainingInOrganization: nameOf(rng.pick(SANGH_TRAININGS)),
    isPledge: yes(0.7),
    isCap: yes(0.6),
    isSadara: yes(0.5),
    isWizar: yes(0.5),
    isPosition: yes(0.4),
    isPatta: yes(0.4),
    isPunishment: yes(0.5),
    isDuchaki: yes(0.7),
    isCharChaki: yes(0.2),
  };
}
