import { ContactList, Section } from './parts';
import { BioSection, NameHeader, ProjectsSection, SkillsSection } from './sections';
import type { TemplateProps } from './template-props';

/** Minimal: light type, a label column and hairline rows, nothing else. */
export function MinimalTemplate({ data, level }: TemplateProps) {
  const section = level + 1;
  return (
    <div className="rs__layout">
      <NameHeader
        data={data}
        level={level}
        role={
          <>
            {data.jobTitle}
            {data.location && <span className="rs__role-location"> · {data.location}</span>}
          </>
        }
      />
      <BioSection level={section} title="About" className="rs__row" bio={data.bio} />
      <ProjectsSection level={section} title="Work" className="rs__row" projects={data.projects} />
      <SkillsSection level={section} title="Skills" className="rs__row" skills={data.skills} />
      <Section level={section} title="Contact" className="rs__row">
        <ContactList data={{ ...data, location: '' }} labelled />
      </Section>
    </div>
  );
}
