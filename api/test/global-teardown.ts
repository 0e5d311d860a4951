import { removeSchemaTemplates } from './helpers/schema-template';

export default function globalTeardown(): void {
  removeSchemaTemplates();
}
