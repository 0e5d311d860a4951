import type { QueryInterface, Sequelize } from 'sequelize';

/**
 * MySQL/MariaDB only: a like toggle and a comment each as one stored procedure, so the
 * request's writes are one client round trip and the hot row (the project for a like, the
 * commenter for a comment) is locked for the server's own time only, never across round trips
 * and the Node event loop. SQLite keeps its statements (one writer at a time anyway).
 *
 * Each procedure runs its own transaction: it must be called outside any other (its START
 * TRANSACTION would commit the caller's). On any error it rolls back and re-raises the same error
 * (a deadlock keeps its code, so the caller retries the CALL; a missing parent row keeps its
 * foreign key error), so a failed CALL has written nothing and can simply be run again.
 *
 * The points a like or comment earns are parameters (the code's IMPACT_WEIGHTS), not constants
 * here. SQL SECURITY INVOKER: the procedures run with the privileges of the user calling them
 * (the app's, which also needs EXECUTE), not of the user that created them.
 */
export const PROCEDURES = ['stackfolio_toggle_like', 'stackfolio_add_comment'] as const;

/**
 * `stackfolio_toggle_like(userId, projectId, points, now)`: locks the project row (reading its
 * likeCount and this user's like in the same statement, as the SQLite path does), adds or removes
 * the like, moves likeCount by one and the liker's impact score by `points` per like, commits.
 * One row: `found` (0: no such project, nothing written), `hasLiked` after the toggle and
 * `likesCount`, the project's count right after this toggle.
 */
const TOGGLE_LIKE = `CREATE PROCEDURE stackfolio_toggle_like(
    IN p_user INT, IN p_project INT, IN p_points INT, IN p_now DATETIME(3))
  MODIFIES SQL DATA SQL SECURITY INVOKER
BEGIN
  DECLARE v_found TINYINT DEFAULT 0;
  DECLARE v_count INT DEFAULT 0;
  DECLARE v_like INT DEFAULT NULL;
  DECLARE v_delta INT DEFAULT 0;
  DECLARE CONTINUE HANDLER FOR NOT FOUND SET v_found = 0;
  DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
  START TRANSACTION;
  SELECT 1, p.likeCount, l.id INTO v_found, v_count, v_like
    FROM projects p LEFT JOIN likes l ON l.projectId = p.id AND l.userId = p_user
   WHERE p.id = p_project FOR UPDATE;
  IF v_found = 0 THEN
    ROLLBACK;
  ELSE
    IF v_like IS NULL THEN
      INSERT INTO likes (userId, projectId, createdAt) VALUES (p_user, p_project, p_now);
      SET v_delta = 1;
    ELSE
      DELETE FROM likes WHERE id = v_like;
      SET v_delta = -ROW_COUNT();
    END IF;
    IF v_delta <> 0 THEN
      UPDATE projects p, users u
         SET p.likeCount = p.likeCount + v_delta, u.impactScore = u.impactScore + p_points * v_delta
       WHERE p.id = p_project AND u.id = p_user;
    END IF;
    COMMIT;
  END IF;
  SELECT v_found AS found, v_like IS NULL AS hasLiked, v_count + v_delta AS likesCount;
END`;

/**
 * `stackfolio_add_comment(userId, projectId, content, points, now)`: raises the commenter's score
 * by `points` (taking their row exclusively first, so one person's simultaneous comments queue
 * there instead of deadlocking on the comment's foreign key lock), inserts the comment, commits.
 * One row: the comment's `id`. A missing project (or user) fails the foreign key: the error is
 * re-raised after rolling back, nothing stored.
 */
const ADD_COMMENT = `CREATE PROCEDURE stackfolio_add_comment(
    IN p_user INT, IN p_project INT, IN p_content TEXT CHARACTER SET utf8mb4, IN p_points INT,
    IN p_now DATETIME(3))
  MODIFIES SQL DATA SQL SECURITY INVOKER
BEGIN
  DECLARE v_id INT;
  DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
  START TRANSACTION;
  UPDATE users SET impactScore = impactScore + p_points WHERE id = p_user;
  INSERT INTO comments (userId, projectId, content, createdAt, updatedAt)
    VALUES (p_user, p_project, p_content, p_now, p_now);
  SET v_id = LAST_INSERT_ID();
  COMMIT;
  SELECT v_id AS id;
END`;

export async function createWriteProcedures(sequelize: Sequelize): Promise<void> {
  for (const sql of [TOGGLE_LIKE, ADD_COMMENT]) await sequelize.query(sql);
}

export async function dropWriteProcedures(sequelize: Sequelize): Promise<void> {
  for (const name of PROCEDURES) await sequelize.query(`DROP PROCEDURE IF EXISTS ${name}`);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() !== 'mysql') return;
  await dropWriteProcedures(qi.sequelize);
  await createWriteProcedures(qi.sequelize);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() !== 'mysql') return;
  await dropWriteProcedures(qi.sequelize);
}
