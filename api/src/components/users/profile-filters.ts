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
  /** Needs the users row (else the user id suffices). */
  needsRow: boolean;
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
  const hasFacet =
    (facet: string, test: string, who = seen) =>
    (id: string) =>
      `${id} IN (SELECT userId FROM profile_facets WHERE facet = '${facet}' AND ${test}${who})`;
  const conditions: Condition[] = [
    { key: 'visible', sql: (u) => visibleUserSql(u), needsRow: true },
  ];
  if (text) conditions.push({ key: 'text', sql: (u) => text.where(u), needsRow: true });
  (filter.skill ?? []).forEach((skill, i) => {
    replacements[`skill${i}`] = skill;
    const has = hasFacet('skill', `value = LOWER(:skill${i})`, '');
    conditions.push({ key: 'skill', sql: (_u, id) => has(id), needsRow: false });
  });
  if (filter.location) {
    replacements.location = filter.location;
    // The profile's location (`home`, public) or a wanted one (open-to-work, maybe not public).
    const where = `userId FROM profile_facets WHERE facet IN ('home', 'location')
      AND INSTR(value, LOWER(:location)) > 0${signedIn ? '' : " AND (facet = 'home' OR everyone = 1)"}`;
    conditions.push({
      key: 'location',
      sql: (_u, id) => `${id} IN (SELECT ${where})`,
      needsRow: false,
    });
  }
  if (filter.open) {
    const open = hasFacet('open', "value IN ('open', 'casual')");
    conditions.push({ key: 'open', sql: (_u, id) => open(id), needsRow: false });
  }
  for (const key of ['workplace', 'type'] as const) {
    const values = filter[key];
    if (!values?.length) continue;
    replacements[key] = values;
    const has = hasFacet(key, `value IN (:${key})`);
    conditions.push({ key, sql: (_u, id) => has(id), needsRow: false });
  }
  return { conditions, replacements };
}

/** The WHERE clause of the scope on `users u`. */
export const scopeWhere = (scope: ProfileScope) =>
  scope.conditions.map((c) => c.sql('u', 'u.id')).join(' AND ');

/** Every value a facet lists, in order, with its count (0 when none match). */
const ALL_VALUES: Partial<Record<FacetKey, readonly string[]>> = {
  workplace: WORKPLACES,
  type: EMPLOYMENT_TYPES,
  open: ['1'],
};

/**
 * How many profiles of the scope have each value, and how many it holds, in one statement. Skills
 * count within every filter (how many of these results also have it); workplace, type and open
 * leave out their own filter, so each shows what choosing another value would give.
 */
export async function facetCounts(
  sequelize: Sequelize,
  scope: ProfileScope,
  filter: ProfileSearch,
  signedIn: boolean,
): Promise<{ total: number; facets: ProfileFacets }> {
  const counted = (facet: FacetKey) => {
    // Facet rows exist for visible profiles only: the `visible` condition needs no users row.
    const rest = scope.conditions.filter(
      (c) => c.key !== 'visible' && (facet === 'skill' || c.key !== facet),
    );
    const join = rest.some((c) => c.needsRow) ? 'JOIN users u ON u.id = f.userId' : '';
    const where = [
      `f.facet = '${facet}'`,
      ...(facet === 'skill' || signedIn ? [] : ['f.everyone = 1']),
      ...rest.map((c) => c.sql('u', 'f.userId')),
    ].join(' AND ');
    const value = facet === 'open' ? "'1'" : 'f.value';
    const counts = `SELECT ${value} AS value, COUNT(*) AS n FROM profile_facets f ${join}
        WHERE ${where} GROUP BY ${value}`;
    if (facet !== 'skill')
      return `SELECT '${facet}' AS facet, c.value AS value, '' AS label, c.n AS n FROM (${counts}) c`;
    // Counted on the index alone; a label (as someone wrote it) read for the top ones only.
    return `SELECT 'skill' AS facet, c.value AS value,
        (SELECT l.label FROM profile_facets l WHERE l.facet = 'skill' AND l.value = c.value LIMIT 1)
          AS label, c.n AS n
      FROM (${counts} ORDER BY n DESC, value LIMIT ${PROFILE_FACET_SKILLS}) c`;
  };
  const total = `SELECT 'total' AS facet, '' AS value, '' AS label, COUNT(*) AS n
    FROM users u WHERE ${scopeWhere(scope)}`;
  const rows = await sequelize.query<{ facet: string; value: string; label: string; n: unknown }>(
    [total, ...(['skill', 'workplace', 'type', 'open'] as const).map(counted)].join(' UNION ALL '),
    { replacements: scope.replacements, type: QueryTypes.SELECT },
  );
  const of = (facet: string) => rows.filter((r) => r.facet === facet);
  const listed = (facet: FacetKey) => {
    const counts = new Map(of(facet).map((r) => [r.value, Number(r.n)]));
    return (ALL_VALUES[facet] ?? []).map((value) => ({ value, count: counts.get(value) ?? 0 }));
  };
  const count = Number(of('total')[0]?.n ?? 0);
  const skills = of('skill').map((r) => ({ value: r.label, count: Number(r.n) }));
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
