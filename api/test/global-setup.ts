import { availableMysqlServer } from './helpers/mysql-server';
import { makeSchemaTemplates } from './helpers/schema-template';

/** Once per run: the migrated schema every test file's database is made from. */
export default async function globalSetup(): Promise<void> {
  await makeSchemaTemplates(await availableMysqlServer());
}
