import { ContactList, Heading, LinkList, ProjectList, Section, SkillList } from './parts';
import type { TemplateProps } from './template-props';

/**
 * Creative: a coloured sidebar with a monogram, contact, skills and links, next to project cards.
 * The main column comes first in the markup (name, then sections) so headings stay in order;
 * the grid places the sidebar on the left.
 */
export function CreativeTemplate({ data, level }: TemplateProps) {
  return (
    <div className="rs__layout">
      <div className="rs__main">
        <header className="rs__header">
          <Heading level={level} className="rs__name">
            {data.name}
          </Heading>
          <p className="rs__role">{data.jobTitle}</p>
        </header>
        {data.bio && (
          <Section level={level + 1} title="About Me">
            <p className="rs__bio">{data.bio}</p>
          </Section>
        )}
        {data.projects.length > 0 && (
          <Section level={level + 1} title="Featured Projects">
            <ProjectList projects={data.projects} level={level + 2} />
          </Section>
        )}
      </div>
      <div className="rs__sidebar">
        <div className="rs__monogram" aria-hidden="true">
          {data.initials}
        </div>
        <Section level={level + 1} title="Contact">
          <ContactList data={data} withSocial={false} />
        </Section>
        {data.skills.length > 0 && (
          <Section level={level + 1} title="Skills">
            <SkillList skills={data.skills} />
          </Section>
        )}
        {data.links.length > 0 && (
          <Section level={level + 1} title="Online">
            <LinkList links={data.links} />
          </Section>
        )}
      </div>
    </div>
  );
}
