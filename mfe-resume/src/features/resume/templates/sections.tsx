import type { ReactNode } from 'react';
import type { ResumeLink, ResumeProject, ResumeSkill } from '../model/resume-data';
import { Heading, LinkList, ProjectList, Section, SkillList } from './parts';
import type { TemplateProps } from './template-props';

/**
 * The pieces every template places in its own order: the name header and the sections that
 * appear only when the resume has something for them. `level` is the heading level of the
 * section itself (the template's level + 1).
 */

interface SectionProps {
  level: number;
  title: string;
  className?: string;
}

/** The name and the job title; `role` replaces the plain job title, `children` follow it. */
export function NameHeader({
  data,
  level,
  role,
  children,
}: TemplateProps & { role?: ReactNode; children?: ReactNode }) {
  return (
    <header className="rs__header">
      <Heading level={level} className="rs__name">
        {data.name}
      </Heading>
      <p className="rs__role">{role ?? data.jobTitle}</p>
      {children}
    </header>
  );
}

export function BioSection({ bio, ...section }: SectionProps & { bio: string }) {
  if (!bio) return null;
  return (
    <Section {...section}>
      <p className="rs__bio">{bio}</p>
    </Section>
  );
}

export function SkillsSection({ skills, ...section }: SectionProps & { skills: ResumeSkill[] }) {
  if (skills.length === 0) return null;
  return (
    <Section {...section}>
      <SkillList skills={skills} />
    </Section>
  );
}

export function ProjectsSection({
  projects,
  tagsLabel,
  ...section
}: SectionProps & { projects: ResumeProject[]; tagsLabel?: string }) {
  if (projects.length === 0) return null;
  return (
    <Section {...section}>
      <ProjectList projects={projects} level={section.level + 1} tagsLabel={tagsLabel} />
    </Section>
  );
}

export function LinksSection({ links, ...section }: SectionProps & { links: ResumeLink[] }) {
  if (links.length === 0) return null;
  return (
    <Section {...section}>
      <LinkList links={links} />
    </Section>
  );
}
