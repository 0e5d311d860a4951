import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import type { AlertFrequency } from '@stackfolio/contract';
import { date3, int, noUpdatedAt, pk, str, type TableModel } from './columns';

/** A saved /profiles search and how often it mails new matches (migration 0031). */
export interface SavedSearchModel extends TableModel<SavedSearchModel> {
  id: CreationOptional<number>;
  userId: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  lastCheckedAt: CreationOptional<Date | null>;
  changedAt: Date;
  createdAt: CreationOptional<Date>;
}

export const defineSavedSearch = (sequelize: Sequelize): ModelStatic<SavedSearchModel> =>
  sequelize.define<SavedSearchModel>(
    'SavedSearch',
    {
      id: pk(),
      userId: int(),
      name: str(false),
      query: str(false),
      frequency: str(false),
      lastCheckedAt: date3(true),
      changedAt: date3(),
      createdAt: date3(),
    },
    { tableName: 'saved_searches', ...noUpdatedAt },
  );
