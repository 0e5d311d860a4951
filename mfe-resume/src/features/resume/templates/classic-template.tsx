import { ContactList } from './parts';
import { BioSection, NameHeader, ProjectsSection, SkillsSection } from './sections';
import type { TemplateProps } from './template-props';

/** Classic: a centred serif letterhead, double rule, and one column of ruled sections. */
export function ClassicTemplate({ data, level }: TemplateProps) {
  const section = level + 1;
  return (
    <div className="rs__layout">
      <NameHeader data={data} level={level}>
        <ContactList data={data} />
      </NameHeader>
      <BioSection level={section} title="Summary" bio={data.bio} />
      <SkillsSection level={section} title="Core Skills" skills={data.skills} />
      <ProjectsSection
        level={section}
        title="Selected Projects"
        projects={data.projects}
        tagsLabel="Technologies:"
      />
    </div>
  );
}
