import { ContactList, Section } from './parts';
import { BioSection, LinksSection, NameHeader, ProjectsSection, SkillsSection } from './sections';
import type { TemplateProps } from './template-props';

/**
 * Creative: a coloured sidebar with a monogram, contact, skills and links, next to project cards.
 * The main column comes first in the markup (name, then sections) so headings stay in order;
 * the grid places the sidebar on the left.
 */
export function CreativeTemplate({ data, level }: TemplateProps) {
  const section = level + 1;
  return (
    <div className="rs__layout">
      <div className="rs__main">
        <NameHeader data={data} level={level} />
        <BioSection level={section} title="About Me" bio={data.bio} />
        <ProjectsSection level={section} title="Featured Projects" projects={data.projects} />
      </div>
      <div className="rs__sidebar">
        <div className="rs__monogram" aria-hidden="true">
          {data.initials}
        </div>
        <Section level={section} title="Contact">
          <ContactList data={data} withSocial={false} />
        </Section>
        <SkillsSection level={section} title="Skills" skills={data.skills} />
        <LinksSection level={section} title="Online" links={data.links} />
      </div>
    </div>
  );
}
