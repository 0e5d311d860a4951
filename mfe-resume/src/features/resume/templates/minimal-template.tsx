import { ContactList, Heading, ProjectList, Section, SkillList } from './parts';
import type { TemplateProps } from './template-props';

/** Minimal: light type, a label column and hairline rows, nothing else. */
export function MinimalTemplate({ data, level }: TemplateProps) {
  return (
    <div className="rs__layout">
      <header className="rs__header">
        <Heading level={level} className="rs__name">
          {data.name}
        </Heading>
        <p className="rs__role">
          {data.jobTitle}
          {data.location && <span className="rs__role-location"> · {data.location}</span>}
        </p>
      </header>
      {data.bio && (
        <Section level={level + 1} title="About" className="rs__row">
          <p className="rs__bio">{data.bio}</p>
        </Section>
      )}
      {data.projects.length > 0 && (
        <Section level={level + 1} title="Work" className="rs__row">
          <ProjectList projects={data.projects} level={level + 2} />
        </Section>
      )}
      {data.skills.length > 0 && (
        <Section level={level + 1} title="Skills" className="rs__row">
          <SkillList skills={data.skills} />
        </Section>
      )}
      <Section level={level + 1} title="Contact" className="rs__row">
        <ContactList data={{ ...data, location: '' }} labelled />
      </Section>
    </div>
  );
}
