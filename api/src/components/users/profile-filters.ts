import {
  EMPLOYMENT_TYPES,
  PROFILE_FACET_SKILLS,
  WORKPLACES,
  type ProfileFacets,
  type ProfileSearch,
} from '@stackfolio/contract';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { SqlCondition } from '../../db/full-text';
import { visibleUserSql } from '../../db/visibility';

/**
 * The /profiles filters as SQL over `users` and its `profile_facets` rows (migration 0030).
 * A signed-out caller's filters and counts only see open-to-work details meant for everyone.
 */
type FacetKey = keyof ProfileFacets;

interface Condition {
  /** The filter this condition comes from: a facet's counts leave out its own (but skill's). */
  key: FacetKey | 'text' | 'location' | 'visible';
  /** SQL on a user row (alias `u`), or on a user id alone (`id`: an expression). */
  sql: (u: string, id: string) => string;
  /**
   * For a condition on the profile's facets: the `profile_facets` rows (a WHERE clause on its
   * columns) whose users meet it. Absent: the condition needs the users row.
   */
  rows?: string;
}

export interface ProfileScope {
  conditions: Condition[];
  replacements: Record<string, unknown>;
}

/** The conditions of a search (`text`: the text match, already planned). */
export function profileScope(
  filter: ProfileSearch,
  text: SqlCondition | null,
  signedIn: boolean,
): ProfileScope {
  const replacements: Record<string, unknown> = { ...text?.replacements };
  const seen = signedIn ? '' : ' AND everyone = 1';
  const onFacets = (key: Condition['key'], rows: string): Condition => ({
    key,
    sql: (_u, id) => `${id} IN (SELECT userId FROM profile_facets WHERE ${rows})`,
    rows,
  });
  const conditions: Condition[] = [{ key: 'visible', sql: (u) => visibleUserSql(u) }];
  if (text) conditions.push({ key: 'text', sql: (u) => text.where(u) });
  (filter.skill ?? []).forEach((skill, i) => {
    replacements[`skill${i}`] = skill;
    conditions.push(onFacets('skill', `facet = 'skill' AND value = LOWER(:skill${i})`));
  });
  if (filter.location) {
    replacements.location = filter.location;
    // The profile's location (`home`, public) or a wanted one (open-to-work, maybe not public).
    const rows = `facet IN ('home', 'location')
      AND INSTR(value, LOWER(:location)) > 0${signedIn ? '' : " AND (facet = 'home' OR everyone = 1)"}`;
    conditions.push(onFacets('location', rows));
  }
  if (filter.open)
    conditions.push(onFacets('open', `facet = 'open' AND value IN ('open', 'casual')${seen}`));
  for (const key of ['workplace', 'type'] as const) {
    const values = filter[key];
    if (!values?.length) continue;
    replacements[key] = values;
    conditions.push(onFacets(key, `facet = '${key}' AND value IN (:${key})${seen}`));
  }
  return { conditions, replacements };
}

/** The WHERE clause of the scope on `users u`. */
export const scopeWhere = (scope: ProfileScope) =>
  scope.conditions.map((c) => c.sql('u', 'u.id')).join(' AND ');

/**
 * The WHERE clause on `users u` a page of the scope is read with. SQLite: scopeWhere (each
 * condition's list looked up along the index of the order). MySQL/MariaDB: the scope's ids as
 * scopeIds lists them, looked up along that index.
 */
export function pageWhere(sequelize: Sequelize, scope: ProfileScope): string {
  if (sequelize.getDialect() !== 'mysql' || !scope.conditions.some((c) => c.rows !== undefined))
    return scopeWhere(scope);
  return `${visibleUserSql('u')} AND u.id IN (SELECT id FROM (${scopeIds(scope.conditions, true)}) s)`;
}

/** Every value a facet lists, in order, with its count (0 when none match). */
const ALL_VALUES: Partial<Record<FacetKey, readonly string[]>> = {
  workplace: WORKPLACES,
  type: EMPLOYMENT_TYPES,
  open: ['1'],
};

/** Which facet condition a scope's list is read from first: the narrowest kinds first. */
const DRIVERS: Condition['key'][] = ['skill', 'open', 'workplace', 'type', 'location'];

/**
 * The ids of the visible profiles meeting `conditions` (some besides `visible`), as a SELECT of
 * `id`, DISTINCT (a user may have two rows of a condition; it also makes MySQL/MariaDB
 * materialize it rather than merge it into each reference). Conditions on facets read
 * `profile_facets` alone (its rows exist for visible profiles only, migration 0030); the users row
 * is read for the text only.
 *
 * - SQLite: the rows of one facet condition, the others looked up in their lists (`IN`).
 * - MySQL/MariaDB: each condition's list of ids on its own, joined on the id. With `IN`, MariaDB
 *   looks each user up on `profile_facets_pk` instead, reading every row of theirs a location
 *   condition might match: 2 to 3 times slower.
 */
function scopeIds(conditions: Condition[], mysql: boolean): string {
  const facets = conditions.filter((c) => c.rows !== undefined);
  const onRow = conditions.filter((c) => c.rows === undefined);
  const where = (list: Condition[]) => list.map((c) => c.sql('u', 'u.id')).join(' AND ');
  if (!facets.length || (!mysql && onRow.length > 1))
    return `SELECT DISTINCT u.id AS id FROM users u WHERE ${where(conditions)}`;
  if (mysql) {
    const lists = [
      ...(onRow.length > 1 ? [`SELECT u.id AS id FROM users u WHERE ${where(onRow)}`] : []),
      ...facets.map((c) => `SELECT DISTINCT userId AS id FROM profile_facets WHERE ${c.rows}`),
    ];
    if (lists.length === 1) return lists[0];
    const joined = lists
      .slice(1)
      .map((list, i) => `JOIN (${list}) a${i + 1} ON a${i + 1}.id = a0.id`);
    return `SELECT DISTINCT a0.id AS id FROM (${lists[0]}) a0 ${joined.join(' ')}`;
  }
  const driver = DRIVERS.map((key) => facets.find((c) => c.key === key)).find(Boolean)!;
  const others = facets.filter((c) => c !== driver).map((c) => c.sql('', 'userId'));
  return `SELECT DISTINCT userId AS id FROM profile_facets WHERE ${[driver.rows, ...others].join(' AND ')}`;
}

const FACETS = ['skill', 'workplace', 'type', 'open'] as const;

/**
 * Whether a scope costs MySQL/MariaDB more to read once per facet than to count every facet from
 * its profiles' rows in one pass: MariaDB reads a named subquery again at each reference, and a
 * scope scanned for (the location's substring, the text) or several conditions met together
 * (few profiles) costs more than their rows; one condition's list is quick to read and may hold
 * many profiles.
 */
const costly = (filtered: Condition[]) =>
  filtered.length > 1 || filtered.some((c) => c.key === 'location' || c.key === 'text');

/**
 * How many profiles of the scope have each value, and how many it holds, in one statement. Skills
 * count within every filter (how many of these results also have it); workplace, type and open
 * leave out their own filter, so each shows what choosing another value would give.
 *
 * Without filters, each facet is counted on `profile_facets_value` alone. With filters, each scope
 * the counts need (the search's; the search's without one facet's own filter) is a list of user
 * ids (scopeIds) named once (`WITH`) rather than its conditions repeated in each count:
 * - skills are counted from the scope's profiles, their rows on `profile_facets_pk` (not every
 *   skill row read and each user looked up in the scope);
 * - workplace, type and open read their own rows on `profile_facets_value` and look each user up
 *   in the list of their scope. On MySQL/MariaDB, when the search's scope is `costly` to read
 *   again, the facets not filtered on are counted with the skills, in the same pass, and its
 *   total comes along: that scope is read once.
 * Labels (as someone wrote them) are read for the top skills only.
 */
export async function facetCounts(
  sequelize: Sequelize,
  scope: ProfileScope,
  filter: ProfileSearch,
  signedIn: boolean,
  /** How many the scope holds when already counted (the ranked search's total): not recounted. */
  known?: number,
): Promise<{ total: number; facets: ProfileFacets }> {
  const mysql = sequelize.getDialect() === 'mysql';
  const scopes = new Map<string, string>();
  const scopeOf = (conditions: Condition[]) => {
    const ids = scopeIds(conditions, mysql);
    let name = scopes.get(ids);
    if (!name) {
      name = `s${scopes.size}`;
      scopes.set(ids, name);
    }
    return name;
  };
  const filtered = scope.conditions.filter((c) => c.key !== 'visible');
  // A signed-out caller counts open-to-work details meant for everyone only (skills are public).
  const shown = signedIn ? '' : " AND (f.facet = 'skill' OR f.everyone = 1)";
  /** One facet's counts on `profile_facets_value`, within the scope of `rest` if any. */
  const alone = (facet: FacetKey, rest: Condition[]) => {
    const within = rest.length
      ? ` AND f.userId IN (SELECT id FROM ${scopeOf(scope.conditions.filter((c) => c.key === 'visible' || rest.includes(c)))})`
      : '';
    // Grouped in the index's order (but open's one group).
    const v = facet === 'open' ? "'1'" : 'f.value';
    return `SELECT '${facet}' AS facet, ${v} AS value, COUNT(*) AS n, NULL AS total
      FROM profile_facets f WHERE f.facet = '${facet}'${shown}${within} GROUP BY ${v}`;
  };
  // Each group: a facet's value and its count; `total`, how many the scope holds, on some.
  const groups: string[] = [];
  /** The scope whose total comes with its counts (read once, with a window: MySQL/MariaDB). */
  let carried: string | null = null;
  if (!filtered.length) {
    if (known === undefined)
      groups.push(
        `SELECT 'total' AS facet, '' AS value, 0 AS n, COUNT(*) AS total FROM users u WHERE ${scopeWhere(scope)}`,
      );
    groups.push(...FACETS.map((facet) => alone(facet, [])));
  } else {
    const all = scopeOf(scope.conditions);
    const own = FACETS.filter((f) => f !== 'skill' && filtered.some((c) => c.key === f));
    // Read from the scope's profiles: the skills, and on MySQL/MariaDB every facet not filtered on
    // when the scope costs more to read again than its profiles' rows (see above). Then nothing
    // else reads that scope: its total comes along (each profile counted once at least, in a
    // group of no facet when it has none of these: LEFT JOIN) instead of from a second read.
    const once = mysql && costly(filtered);
    const joined = FACETS.filter((f) => f === 'skill' || (once && !own.includes(f)));
    if (once && known === undefined) carried = all;
    else if (known === undefined)
      groups.push(`SELECT 'total' AS facet, '' AS value, 0 AS n, COUNT(*) AS total FROM ${all}`);
    // Open counts profiles looking in any way (one row each: `open` or `casual`).
    const value = joined.includes('open')
      ? "CASE WHEN f.facet = 'open' THEN '1' ELSE f.value END"
      : 'f.value';
    // From the scope's profiles to their rows, in that order (CROSS JOIN on SQLite).
    const join = carried ? 'LEFT JOIN' : mysql ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
    groups.push(
      `SELECT f.facet AS facet, ${value} AS value, COUNT(f.userId) AS n,
          ${carried ? `MAX(${all}.total)` : 'NULL'} AS total
        FROM ${all} ${join} profile_facets f ON f.userId = ${all}.id
          AND f.facet IN (${joined.map((f) => `'${f}'`).join(', ')})${shown}
        GROUP BY f.facet, ${value}`,
      ...FACETS.filter((f) => !joined.includes(f)).map((facet) =>
        alone(facet, own.includes(facet) ? filtered.filter((c) => c.key !== facet) : filtered),
      ),
    );
  }
  // SQLite reads a subquery named MATERIALIZED once; MySQL/MariaDB materialize a DISTINCT one.
  const named = [...scopes].map(([ids, name]) => {
    const list = name === carried ? `SELECT id, COUNT(*) OVER () AS total FROM (${ids}) x` : ids;
    return `${name} AS ${mysql ? '' : 'MATERIALIZED '}(${list})`;
  });
  // The skills most profiles have (rank `r`, ties by value), with a label for these only.
  const rows = await sequelize.query<{
    facet: string;
    value: string;
    label: string;
    n: unknown;
    r: unknown;
    total: unknown;
  }>(
    `${named.length ? `WITH ${named.join(', ')} ` : ''}SELECT k.facet AS facet, k.value AS value,
      CASE WHEN k.facet = 'skill' THEN (SELECT l.label FROM profile_facets l
        WHERE l.facet = 'skill' AND l.value = k.value LIMIT 1) ELSE '' END AS label, k.n AS n, k.r AS r,
      k.total AS total
    FROM (SELECT g.facet, g.value, g.n, g.total,
        ROW_NUMBER() OVER (PARTITION BY g.facet ORDER BY g.n DESC, g.value) AS r
      FROM (${groups.join(' UNION ALL ')}) g) k
    WHERE k.facet <> 'skill' OR k.r <= ${PROFILE_FACET_SKILLS}`,
    { replacements: scope.replacements, type: QueryTypes.SELECT },
  );
  const of = (facet: string) => rows.filter((r) => r.facet === facet);
  const listed = (facet: FacetKey) => {
    const counts = new Map(of(facet).map((r) => [r.value, Number(r.n)]));
    return (ALL_VALUES[facet] ?? []).map((value) => ({ value, count: counts.get(value) ?? 0 }));
  };
  const count = known ?? Math.max(0, ...rows.map((r) => Number(r.total ?? 0)));
  const skills = of('skill')
    .sort((a, b) => Number(a.r) - Number(b.r))
    .map((r) => ({ value: r.label, count: Number(r.n) }));
  // A skill filtered on stays listed (every result has it), even when others outnumber it.
  for (const chosen of filter.skill ?? [])
    if (!skills.some((s) => s.value.toLowerCase() === chosen.toLowerCase()))
      skills.push({ value: chosen, count });
  return {
    total: count,
    facets: {
      skill: skills,
      workplace: listed('workplace'),
      type: listed('type'),
      open: listed('open'),
    },
  };
}
