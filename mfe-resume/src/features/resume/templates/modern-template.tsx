import { ContactList, Heading, LinkList, ProjectList, Section, SkillList } from './parts';
import type { TemplateProps } from './template-props';

/** Modern: a bold accent header band, projects in the main column, skills and links beside them. */
export function ModernTemplate({ data, level }: TemplateProps) {
  return (
    <div className="rs__layout">
      <header className="rs__header">
        <Heading level={level} className="rs__name">
          {data.name}
        </Heading>
        <p className="rs__role">{data.jobTitle}</p>
        <ContactList data={data} withSocial={false} />
      </header>
      <div className="rs__body">
        <div className="rs__main">
          {data.bio && (
            <Section level={level + 1} title="Profile">
              <p className="rs__bio">{data.bio}</p>
            </Section>
          )}
          {data.projects.length > 0 && (
            <Section level={level + 1} title="Projects">
              <ProjectList projects={data.projects} level={level + 2} />
            </Section>
          )}
        </div>
        <div className="rs__side">
          {data.skills.length > 0 && (
            <Section level={level + 1} title="Skills">
              <SkillList skills={data.skills} />
            </Section>
          )}
          {data.links.length > 0 && (
            <Section level={level + 1} title="Links">
              <LinkList links={data.links} />
            </Section>
          )}
        </div>
      </div>
    </div>
  );
}
