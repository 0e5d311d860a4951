import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Stored counters and scores that depend on other rows, recomputed from those rows. Run inside
 * the transaction that changes the rows, so the numbers the API reports never drift from them.
 */

/** Sets `likeCount` of these projects to the number of their like rows. */
export async function recountLikes(sequelize: Sequelize, projectIds: number[]): Promise<void> {
  for (let i = 0; i < projectIds.length; i += 500) {
    await sequelize.query(
      `UPDATE projects SET likeCount = (SELECT COUNT(*) FROM likes WHERE likes.projectId = projects.id)
       WHERE id IN (:ids)`,
      { replacements: { ids: projectIds.slice(i, i + 500) } },
    );
  }
}

const ids = (rows: Array<{ id: unknown }>) =>
  [...new Set(rows.map((r) => Number(r.id)))].filter(Number.isFinite);

/**
 * Users whose impact score counts rows attached to these projects (their likes, comments and
 * views of them): the scores to refresh when the projects go.
 */
export async function usersEngagedWith(
  sequelize: Sequelize,
  projectIds: number[],
): Promise<number[]> {
  if (projectIds.length === 0) return [];
  const rows = await sequelize.query<{ id: unknown }>(
    `SELECT userId AS id FROM likes WHERE projectId IN (:projectIds)
     UNION SELECT userId AS id FROM comments WHERE projectId IN (:projectIds)
     UNION SELECT viewerUserId AS id FROM project_views WHERE projectId IN (:projectIds) AND viewerUserId IS NOT NULL`,
    { replacements: { projectIds }, type: QueryTypes.SELECT },
  );
  return ids(rows);
}

/** Users who viewed this user's portfolio (their scores count those views). */
export async function profileViewers(sequelize: Sequelize, userId: number): Promise<number[]> {
  const rows = await sequelize.query<{ id: unknown }>(
    `SELECT DISTINCT viewerUserId AS id FROM portfolio_views
     WHERE profileUserId = :userId AND viewerUserId IS NOT NULL AND viewerUserId <> :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return ids(rows);
}
