import { ContactList } from './parts';
import { BioSection, LinksSection, NameHeader, ProjectsSection, SkillsSection } from './sections';
import type { TemplateProps } from './template-props';

/** Modern: a bold accent header band, projects in the main column, skills and links beside them. */
export function ModernTemplate({ data, level }: TemplateProps) {
  const section = level + 1;
  return (
    <div className="rs__layout">
      <NameHeader data={data} level={level}>
        <ContactList data={data} withSocial={false} />
      </NameHeader>
      <div className="rs__body">
        <div className="rs__main">
          <BioSection level={section} title="Profile" bio={data.bio} />
          <ProjectsSection level={section} title="Projects" projects={data.projects} />
        </div>
        <div className="rs__side">
          <SkillsSection level={section} title="Skills" skills={data.skills} />
          <LinksSection level={section} title="Links" links={data.links} />
        </div>
      </div>
    </div>
  );
}
