import type { ResumeData } from '../model/resume-data';

export interface TemplateProps {
  data: ResumeData;
  /** Heading level of the name; sections sit one level below it, projects two. */
  level: number;
}
