import { Op, col, where as columnWhere, type ModelStatic, type WhereOptions } from 'sequelize';
import type { Models, ProjectModel, UserModel } from '../../db/models';
import type { CardContent } from './card-image';

/** A row waiting for its card: what the card shows, or null when the row has its own image. */
export interface DueCard {
  kind: 'project' | 'user';
  id: number;
  version: number;
  /** The card stored now, which a new one replaces. */
  oldKey: string | null;
  content: CardContent | null;
}

type CardModel = ModelStatic<ProjectModel> | ModelStatic<UserModel>;

/** Rows whose card is behind what they show (`cardVersion > cardMade`) are the queue. */
const due = (after: number) =>
  ({
    [Op.and]: [{ id: { [Op.gt]: after } }, columnWhere(col('cardVersion'), Op.gt, col('cardMade'))],
  }) as WhereOptions;

export function createCardsRepository(models: Models) {
  const { Project, User } = models;
  const modelOf = (kind: DueCard['kind']): CardModel => (kind === 'project' ? Project : User);

  return {
    /** The next project (by id after `after`) whose card is due, or null. */
    async nextProject(after: number): Promise<DueCard | null> {
      const row = await Project.findOne({
        where: due(after),
        attributes: ['id', 'title', 'tags', 'imageKey', 'cardKey', 'cardVersion'],
        order: [['id', 'ASC']],
      });
      if (!row) return null;
      return {
        kind: 'project',
        id: row.id,
        version: row.cardVersion,
        oldKey: row.cardKey,
        content: row.imageKey ? null : { heading: row.title, subheading: null, tags: row.tags },
      };
    },

    /** The next profile (by id after `after`) whose card is due, or null. */
    async nextUser(after: number): Promise<DueCard | null> {
      const row = await User.findOne({
        where: due(after),
        attributes: [
          'id',
          'firstName',
          'lastName',
          'jobTitle',
          'skills',
          'featuredSkills',
          'avatarKey',
          'headerImageKey',
          'cardKey',
          'cardVersion',
        ],
        order: [['id', 'ASC']],
      });
      if (!row) return null;
      const tags = row.featuredSkills.length ? row.featuredSkills : row.skills;
      return {
        kind: 'user',
        id: row.id,
        version: row.cardVersion,
        oldKey: row.cardKey,
        content:
          row.avatarKey || row.headerImageKey
            ? null
            : { heading: `${row.firstName} ${row.lastName}`, subheading: row.jobTitle, tags },
      };
    },

    /**
     * Records the card made for `version`, only if the row still shows that version: false when
     * it changed again or was deleted meanwhile, and the caller removes what it stored.
     */
    async finish(card: DueCard, cardKey: string | null): Promise<boolean> {
      const [count] = await (modelOf(card.kind) as ModelStatic<ProjectModel>).update(
        { cardKey, cardMade: card.version },
        { where: { id: card.id, cardVersion: card.version }, silent: true },
      );
      return count === 1;
    },

    /** Marks a row's card due again (what it shows changed). */
    async changed(kind: DueCard['kind'], id: number): Promise<void> {
      await (modelOf(kind) as ModelStatic<ProjectModel>).increment('cardVersion', {
        where: { id },
        silent: true,
      });
    },
  };
}
