import { sql, type Kysely } from 'kysely';
import { BLOOD_GROUPS } from '../../src/domain/modules/volunteers/columns';

// as this migration made them: a flag declared later gets its own migration
const FLAG_COLUMNS = [
  'isPledge',
  'isCap',
  'isSadara',
  'isWizar',
  'isPosition',
  'isPatta',
  'isPunishment',
  'isDuchaki',
  'isCharChaki',
];
import {
  CATEGORIES,
  OCCUPATIONS,
  RESPONSIBILITY_LEVELS,
  SANGH_TRAININGS,
  type NameTree,
} from '../seed/referenceData';
import { REFERENCE_KINDS } from '../db/volunteerSchema';

const PERSON_COLUMNS = sql.raw(`
  "firstName" text not null, "fatherName" text not null default '', "surname" text not null,
  "dateOfBirth" date not null, "bloodGroup" text not null,
  "occupation" text not null default '', "occupationDetails1" text not null default '',
  "occupationDetails2" text not null default '', "address" text not null default '',
  "pinCode" text not null, "phone" text, "mobile" text not null,
  "email" text not null default '', "category" text not null default '',
  "account" text not null default '', "responsibilityLevel" text not null default '',
  "responsibility" text not null default '', "otherResponsibility" text not null default '',
  "specialSkills" text not null default '', "trainingInOrganization" text not null default '',
  ${FLAG_COLUMNS.map((f) => `"${f}" boolean not null default false`).join(', ')}`);

/** Reference lists, volunteers and their history (spec §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reference_item (
      id serial primary key,
      kind text not null,
      parent_id integer references reference_item (id),
      localized_name text not null,
      sort integer not null,
      unique nulls not distinct (kind, parent_id, localized_name)
    )`.execute(db);
  await sql`create index reference_item_kind_idx on reference_item (kind, sort)`.execute(db);

  await sql`
    create table volunteer (
      id serial primary key,
      location_id integer not null references location (location_id),
      location_path text not null,
      ${PERSON_COLUMNS},
      created_by integer references app_user (user_id) on delete set null,
      updated_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  // a subtree's list, newest first: a prefix range on the path, then the time order
  await sql`
    create index volunteer_path_updated_idx on volunteer
      (location_path text_pattern_ops, updated_at desc) where deleted_at is null`.execute(db);
  await sql`
    create index volunteer_location_updated_idx on volunteer
      (location_id, updated_at desc, id desc) where deleted_at is null`.execute(db);

  await sql`
    create table volunteer_history (
      id serial primary key,
      volunteer_id integer not null references volunteer (id),
      location_id integer not null references location (location_id),
      ${PERSON_COLUMNS},
      created_by integer references app_user (user_id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index volunteer_history_idx on volunteer_history (volunteer_id, id)`.execute(db);

  await seedTree(db, OCCUPATIONS, REFERENCE_KINDS.occupation);
  await seedTree(db, CATEGORIES, REFERENCE_KINDS.category);
  await seedTree(db, RESPONSIBILITY_LEVELS, REFERENCE_KINDS.responsibility);
  await seedTree(db, SANGH_TRAININGS, REFERENCE_KINDS.training);
  await seedTree(db, BLOOD_GROUPS, REFERENCE_KINDS.bloodGroup);
}

type Pending = { parentId: number | null; tree: NameTree };

/** One multi-row insert per depth; children find their parent by (parent, name). */
async function seedTree(db: Kysely<unknown>, tree: NameTree, kinds: readonly string[]) {
  let pending: Pending[] = [{ parentId: null, tree }];
  for (const kind of kinds) {
    const items = pending.flatMap(({ parentId, tree: t }) =>
      t.map((node, sort) => {
        const [name, children] = typeof node === 'string' ? [node, []] : node;
        return { parentId, name, sort, children };
      }),
    );
    if (items.length === 0) return;
    const values = items.map((i) => sql`(${kind}, ${i.parentId}::integer, ${i.name}, ${i.sort})`);
    const { rows } = await sql<{ id: number; parent_id: number | null; localized_name: string }>`
      insert into reference_item (kind, parent_id, localized_name, sort)
      values ${sql.join(values)} returning id, parent_id, localized_name`.execute(db);
    const idOf = new Map(rows.map((r) => [`${r.parent_id}/${r.localized_name}`, r.id]));
    pending = items.map((i) => ({
      parentId: idOf.get(`${i.parentId}/${i.name}`) ?? null,
      tree: i.children,
    }));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table volunteer_history`.execute(db);
  await sql`drop table volunteer`.execute(db);
  await sql`drop table reference_item`.execute(db);
}
