import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const bigId = { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamp = { type: DataTypes.DATE(3), allowNull: false };
const userRef = (onDelete: 'CASCADE' | 'SET NULL', allowNull = onDelete === 'SET NULL') => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: 'users', key: 'id' },
  onDelete,
  onUpdate: 'CASCADE',
});
const projectRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'projects', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
/** Columns shared by portfolio and project views. */
const viewColumns = {
  viewerUserId: userRef('SET NULL'),
  visitorKey: { type: DataTypes.STRING(64), allowNull: false },
  referrer: { type: DataTypes.STRING(255), allowNull: false, defaultValue: 'Direct' },
  country: { type: DataTypes.STRING(64), allowNull: false, defaultValue: '' },
  city: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
  userAgent: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
  viewedAt: timestamp,
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('users', {
    id,
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING(255), allowNull: false },
    passwordChangedAt: { type: DataTypes.DATE(3), allowNull: true },
    firstName: { type: DataTypes.STRING(100), allowNull: false },
    lastName: { type: DataTypes.STRING(100), allowNull: false },
    bio: { type: DataTypes.TEXT, allowNull: true },
    location: { type: DataTypes.STRING(200), allowNull: true },
    title: { type: DataTypes.STRING(200), allowNull: true },
    jobTitle: { type: DataTypes.STRING(200), allowNull: true },
    avatarKey: { type: DataTypes.STRING(255), allowNull: true },
    headerImageKey: { type: DataTypes.STRING(255), allowNull: true },
    skills: { type: DataTypes.JSON, allowNull: true },
    featuredSkills: { type: DataTypes.JSON, allowNull: true },
    githubUrl: { type: DataTypes.STRING(500), allowNull: true },
    linkedinUrl: { type: DataTypes.STRING(500), allowNull: true },
    youtubeUrl: { type: DataTypes.STRING(500), allowNull: true },
    twitterUrl: { type: DataTypes.STRING(500), allowNull: true },
    isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    reactionsViewedAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await qi.addIndex('users', ['createdAt'], { name: 'users_created_at' });

  await qi.createTable('projects', {
    id,
    userId: userRef('CASCADE'),
    title: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    tags: { type: DataTypes.JSON, allowNull: true },
    imageKey: { type: DataTypes.STRING(255), allowNull: true },
    fileName: { type: DataTypes.STRING(255), allowNull: true },
    fileKey: { type: DataTypes.STRING(255), allowNull: true },
    fileType: { type: DataTypes.STRING(100), allowNull: true },
    fileSize: { type: DataTypes.BIGINT, allowNull: true },
    projectUrl: { type: DataTypes.STRING(2000), allowNull: true },
    viewCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    downloadCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    likeCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await qi.addIndex('projects', ['createdAt'], { name: 'projects_created_at' });
  await qi.addIndex('projects', ['userId', 'createdAt'], { name: 'projects_user_created_at' });

  await qi.createTable('likes', {
    id,
    userId: userRef('CASCADE'),
    projectId: projectRef,
    createdAt: timestamp,
  });
  await qi.addIndex('likes', ['userId', 'projectId'], { name: 'likes_user_project', unique: true });
  await qi.addIndex('likes', ['projectId', 'createdAt'], { name: 'likes_project_created_at' });

  await qi.createTable('comments', {
    id,
    userId: userRef('CASCADE'),
    projectId: projectRef,
    content: { type: DataTypes.TEXT, allowNull: false },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await qi.addIndex('comments', ['projectId', 'createdAt'], {
    name: 'comments_project_created_at',
  });
  await qi.addIndex('comments', ['userId'], { name: 'comments_user' });

  await qi.createTable('portfolio_views', {
    id: bigId,
    profileUserId: userRef('CASCADE'),
    ...viewColumns,
  });
  await qi.addIndex('portfolio_views', ['profileUserId', 'viewedAt'], {
    name: 'pviews_profile_at',
  });
  await qi.addIndex('portfolio_views', ['viewerUserId', 'viewedAt'], { name: 'pviews_viewer_at' });
  await qi.addIndex('portfolio_views', ['profileUserId', 'visitorKey', 'viewedAt'], {
    name: 'pviews_profile_visitor',
  });

  await qi.createTable('project_views', {
    id: bigId,
    projectId: projectRef,
    ...viewColumns,
  });
  await qi.addIndex('project_views', ['projectId', 'viewedAt'], { name: 'prviews_project_at' });
  await qi.addIndex('project_views', ['viewerUserId', 'viewedAt'], { name: 'prviews_viewer_at' });
  await qi.addIndex('project_views', ['projectId', 'visitorKey', 'viewedAt'], {
    name: 'prviews_project_visitor',
  });

  for (const table of ['link_clicks', 'downloads']) {
    await qi.createTable(table, {
      id: bigId,
      projectId: projectRef,
      userId: userRef('SET NULL'),
      createdAt: timestamp,
    });
    await qi.addIndex(table, ['projectId', 'createdAt'], { name: `${table}_project_at` });
  }

  await qi.createTable('sessions', {
    sid: { type: DataTypes.STRING(128), primaryKey: true, allowNull: false },
    userId: userRef('CASCADE', true),
    data: { type: DataTypes.TEXT, allowNull: false },
    expiresAt: timestamp,
  });
  await qi.addIndex('sessions', ['expiresAt'], { name: 'sessions_expires_at' });
  await qi.addIndex('sessions', ['userId'], { name: 'sessions_user' });

  await qi.createTable('api_tokens', {
    id,
    userId: userRef('CASCADE'),
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    createdAt: timestamp,
    expiresAt: timestamp,
  });
  await qi.addIndex('api_tokens', ['userId'], { name: 'api_tokens_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of [
    'api_tokens',
    'sessions',
    'downloads',
    'link_clicks',
    'project_views',
    'portfolio_views',
    'comments',
    'likes',
    'projects',
    'users',
  ]) {
    await qi.dropTable(table);
  }
}
