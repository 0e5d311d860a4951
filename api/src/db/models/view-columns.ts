import type { CreationOptional } from 'sequelize';
import { bigPk, date3, int, str } from './columns';

/** What portfolio_views and project_views both record about one view. */
export interface ViewFields {
  id: CreationOptional<number>;
  viewerUserId: number | null;
  visitorKey: string;
  referrer: string;
  country: string;
  city: string;
  userAgent: string;
  viewedAt: Date;
}

export const viewColumns = () => ({
  id: bigPk(),
  viewerUserId: int(true),
  visitorKey: str(false),
  referrer: str(false),
  country: str(false),
  city: str(false),
  userAgent: str(false),
  viewedAt: date3(),
});
