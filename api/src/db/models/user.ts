import { DataTypes, type Model } from 'sequelize';
import type { CreationOptional, InferAttributes, ModelStatic, Sequelize } from 'sequelize';
import { parseOpenToWork, type ContactPolicy, type OpenToWork } from '@stackfolio/contract';
import type { ImageInfo } from '../../lib/images';
import { date3, count, imageInfo, jsonList, pk, str, text, type TableModel } from './columns';

export interface UserModel extends TableModel<UserModel> {
  id: CreationOptional<number>;
  email: string;
  /** Lower-case, unique; given on create when not set (db/models/index.ts). */
  handle: CreationOptional<string | null>;
  passwordHash: string;
  passwordChangedAt: CreationOptional<Date | null>;
  /** When the address was confirmed; null while confirmation is pending (migration 0023). */
  emailVerifiedAt: CreationOptional<Date | null>;
  firstName: string;
  lastName: string;
  bio: CreationOptional<string | null>;
  location: CreationOptional<string | null>;
  title: CreationOptional<string | null>;
  jobTitle: CreationOptional<string | null>;
  avatarKey: CreationOptional<string | null>;
  headerImageKey: CreationOptional<string | null>;
  avatarInfo: CreationOptional<ImageInfo | null>;
  headerImageInfo: CreationOptional<ImageInfo | null>;
  skills: CreationOptional<string[]>;
  featuredSkills: CreationOptional<string[]>;
  githubUrl: CreationOptional<string | null>;
  linkedinUrl: CreationOptional<string | null>;
  youtubeUrl: CreationOptional<string | null>;
  twitterUrl: CreationOptional<string | null>;
  isAdmin: CreationOptional<boolean>;
  impactScore: CreationOptional<number>;
  /** Profile views recorded (migration 0030), for `sort=views`. */
  viewCount: CreationOptional<number>;
  /** How many people follow this user, and how many they follow (moved with the follows rows). */
  followerCount: CreationOptional<number>;
  followingCount: CreationOptional<number>;
  reactionsViewedAt: CreationOptional<Date | null>;
  /** The generated share card (components/cards), for a profile without an avatar. */
  cardKey: CreationOptional<string | null>;
  /** Bumped by each change the card shows; the card is due while it is ahead of cardMade. */
  cardVersion: CreationOptional<number>;
  cardMade: CreationOptional<number>;
  /** Set while the account is suspended (components/moderation), with the moderator's reason. */
  suspendedAt: CreationOptional<Date | null>;
  suspendedReason: CreationOptional<string | null>;
  /** Who may send this user contact requests (migration 0025). */
  contactPolicy: CreationOptional<ContactPolicy>;
  /** Whether and how the user is looking for work (migration 0029); null for not said. */
  openToWork: CreationOptional<OpenToWork | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}
export type UserAttrs = InferAttributes<UserModel>;

export const defineUser = (sequelize: Sequelize): ModelStatic<UserModel> =>
  sequelize.define<UserModel>(
    'User',
    {
      id: pk(),
      email: str(false),
      handle: str(),
      passwordHash: str(false),
      passwordChangedAt: date3(true),
      emailVerifiedAt: date3(true),
      firstName: str(false),
      lastName: str(false),
      bio: text(),
      location: str(),
      title: str(),
      jobTitle: str(),
      avatarKey: str(),
      headerImageKey: str(),
      avatarInfo: imageInfo('avatarInfo'),
      headerImageInfo: imageInfo('headerImageInfo'),
      skills: jsonList('skills'),
      featuredSkills: jsonList('featuredSkills'),
      githubUrl: str(),
      linkedinUrl: str(),
      youtubeUrl: str(),
      twitterUrl: str(),
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      impactScore: count(),
      viewCount: count(),
      followerCount: count(),
      followingCount: count(),
      reactionsViewedAt: date3(true),
      cardKey: str(),
      cardVersion: { ...count(), defaultValue: 1 },
      cardMade: count(),
      suspendedAt: date3(true),
      suspendedReason: str(),
      contactPolicy: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'everyone' },
      openToWork: {
        type: DataTypes.JSON,
        allowNull: true,
        get(this: Model) {
          return parseOpenToWork(this.getDataValue('openToWork'));
        },
      },
      createdAt: date3(),
      updatedAt: date3(),
    },
    { tableName: 'users' },
  );
