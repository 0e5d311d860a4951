import { ContactList, Heading, ProjectList, Section, SkillList } from './parts';
import type { TemplateProps } from './template-props';

/** Classic: a centred serif letterhead, double rule, and one column of ruled sections. */
export function ClassicTemplate({ data, level }: TemplateProps) {
  return (
    <div className="rs__layout">
      <header className="rs__header">
        <Heading level={level} className="rs__name">
          {data.name}
        </Heading>
        <p className="rs__role">{data.jobTitle}</p>
        <ContactList data={data} />
      </header>
      {data.bio && (
        <Section level={level + 1} title="Summary">
          <p className="rs__bio">{data.bio}</p>
        </Section>
      )}
      {data.skills.length > 0 && (
        <Section level={level + 1} title="Core Skills">
          <SkillList skills={data.skills} />
        </Section>
      )}
      {data.projects.length > 0 && (
        <Section level={level + 1} title="Selected Projects">
          <ProjectList projects={data.projects} level={level + 2} tagsLabel="Technologies:" />
        </Section>
      )}
    </div>
  );
}
