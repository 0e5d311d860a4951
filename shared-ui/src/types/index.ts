/** Payload shapes shared by the API responses and every front-end package: the contract's. */
export type {
  CurrentUser,
  Image,
  Project,
  ProjectAuthor,
  ProjectDetail,
  ProjectFile,
  ProjectImage,
  PublicUser,
  SocialLinks,
} from '@stackfolio/contract';
