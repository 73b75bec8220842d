import { sql, type Kysely } from 'kysely';
import { LEVEL, SUFFIX } from '../../../src/domain/levels';
import type { Database } from '../../db/schema';

/** One level of the synthetic tree: under every `parent` place, `count` children. */
interface Fan {
  parent: [level: number, suffix: string];
  child: [level: number, suffix: string];
  count: number;
  names: string[];
}

const P = (level: number, suffix: string): [number, string] => [level, suffix];

/**
 * 4 विभाग × (8 ग्रामीण जिल्हा → 6 तालुका → 5 उपखंड → 5 मंडल → 8 गाव, + 1 उपखंड नगर → 10
 * वस्ती; 3 भाग → 5 नगर → 6 उपखंड नगर → 10 वस्ती): 43 920 villages and vastis, ~51 000 places.
 */
const FANS: Fan[] = [
  {
    parent: P(LEVEL.PRANT, SUFFIX.PRANT),
    child: P(LEVEL.VIBHAG, SUFFIX.VIBHAG),
    count: 4,
    names: ['नाशिक', 'औरंगाबाद', 'अमरावती', 'नागपूर'],
  },
  {
    parent: P(LEVEL.VIBHAG, SUFFIX.VIBHAG),
    child: P(LEVEL.BHAG, SUFFIX.GRAMIN_JILHA),
    count: 8,
    names: ['सातपुडा', 'गोदावरी', 'प्रवरा', 'वैनगंगा'],
  },
  {
    parent: P(LEVEL.VIBHAG, SUFFIX.VIBHAG),
    child: P(LEVEL.BHAG, SUFFIX.BHAG),
    count: 3,
    names: ['शिवाजी', 'गांधी', 'टिळक'],
  },
  {
    parent: P(LEVEL.BHAG, SUFFIX.GRAMIN_JILHA),
    child: P(LEVEL.TALUKA, SUFFIX.TALUKA),
    count: 6,
    names: ['सिन्नर', 'येवला', 'निफाड', 'कळवण'],
  },
  {
    parent: P(LEVEL.BHAG, SUFFIX.BHAG),
    child: P(LEVEL.NAGAR, SUFFIX.NAGAR),
    count: 5,
    names: ['गंगापूर', 'सातपूर', 'पंचवटी'],
  },
  {
    parent: P(LEVEL.TALUKA, SUFFIX.TALUKA),
    child: P(LEVEL.UPKHAND, SUFFIX.UPKHAND),
    count: 5,
    names: ['वावी', 'नांदूर', 'पांगरी'],
  },
  {
    parent: P(LEVEL.TALUKA, SUFFIX.TALUKA),
    child: P(LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR),
    count: 1,
    names: ['शहर'],
  },
  {
    parent: P(LEVEL.NAGAR, SUFFIX.NAGAR),
    child: P(LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR),
    count: 6,
    names: ['महात्मानगर', 'इंदिरानगर', 'कॉलेज रोड'],
  },
  {
    parent: P(LEVEL.UPKHAND, SUFFIX.UPKHAND),
    child: P(LEVEL.MANDAL, SUFFIX.MANDAL),
    count: 5,
    names: ['पूर्व', 'पश्चिम', 'उत्तर', 'दक्षिण'],
  },
  {
    parent: P(LEVEL.MANDAL, SUFFIX.MANDAL),
    child: P(LEVEL.GAON, SUFFIX.GAON),
    count: 8,
    names: ['खडकी', 'वाडी', 'पिंपळगाव', 'शिरगाव', 'धामणगाव'],
  },
  {
    parent: P(LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR),
    child: P(LEVEL.VASTI, SUFFIX.VASTI),
    count: 10,
    names: ['गणेश वस्ती', 'भीम वस्ती', 'शिवाजी वस्ती'],
  },
];

/**
 * Adds the synthetic tree under the root, one level per statement (generate_series), then fills
 * the paths. Only places below `rootPath` created here get children.
 */
export async function seedLargeTree(db: Kysely<Database>, rootId: number): Promise<void> {
  await sql`create temporary table large_place (location_id integer primary key)`.execute(db);
  await sql`insert into large_place values (${rootId})`.execute(db);
  for (const fan of FANS) {
    const names = sql`(array[${sql.join(fan.names)}])`;
    await sql`
      with added as (
        insert into location (parent_id, level_id, localized_name, name_suffix, path)
        select p.location_id, ${fan.child[0]},
          ${names}[1 + (p.location_id + g) % ${fan.names.length}] || ' ' || p.location_id || '-' || g,
          ${fan.child[1]}, ''
        from location p join large_place lp on lp.location_id = p.location_id
        cross join generate_series(1, ${fan.count}) g
        where p.level_id = ${fan.parent[0]} and p.name_suffix = ${fan.parent[1]}
        returning location_id)
      insert into large_place select location_id from added`.execute(db);
    await sql`
      update location c set path = p.path || c.location_id || '/'
      from location p where c.parent_id = p.location_id and c.path = ''`.execute(db);
  }
  await sql`drop table large_place`.execute(db);
}
