import type { ReactNode } from 'react';
import type { ResumeData, ResumeLink, ResumeProject, ResumeSkill } from '../model/resume-data';

/**
 * Building blocks every template shares. They emit plain class names (`rs__*`) styled by each
 * template's CSS string, so the same markup and CSS serve the preview, print and the html export.
 */

/** A heading whose level follows where the resume sits: h1 in a standalone file, deeper in the app. */
export function Heading({
  level,
  className,
  children,
}: {
  level: number;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h1';
  return <Tag className={className}>{children}</Tag>;
}

export function Section({
  level,
  title,
  className = '',
  children,
}: {
  level: number;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`rs__section ${className}`.trim()}>
      <Heading level={level} className="rs__section-title">
        {title}
      </Heading>
      <div className="rs__section-body">{children}</div>
    </section>
  );
}

function ExternalLink({ link, children }: { link: ResumeLink; children?: ReactNode }) {
  return (
    <a href={link.url} rel="noopener noreferrer" target="_blank">
      {children ?? link.display}
    </a>
  );
}

/** Email, location, portfolio and (optionally) the social links, one list item each. */
export function ContactList({
  data,
  withSocial = true,
  labelled = false,
}: {
  data: ResumeData;
  withSocial?: boolean;
  labelled?: boolean;
}) {
  const label = (text: string) =>
    labelled ? <span className="rs__contact-label">{text}</span> : null;
  return (
    <ul className="rs__contact">
      <li>
        {label('Email')}
        <a href={`mailto:${encodeURI(data.email)}`}>{data.email}</a>
      </li>
      {data.location && (
        <li>
          {label('Location')}
          {data.location}
        </li>
      )}
      <li>
        {label('Portfolio')}
        <ExternalLink link={data.portfolio} />
      </li>
      {withSocial &&
        data.links.map((link) => (
          <li key={link.label}>
            {label(link.label)}
            <ExternalLink link={link} />
          </li>
        ))}
    </ul>
  );
}

/** Social links with their network's name, for templates that list them apart from contact. */
export function LinkList({ links }: { links: ResumeLink[] }) {
  return (
    <ul className="rs__links">
      {links.map((link) => (
        <li key={link.label}>
          <span className="rs__link-label">{link.label}</span> <ExternalLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/** Skills in order, featured ones first and in bold. */
export function SkillList({ skills }: { skills: ResumeSkill[] }) {
  return (
    <ul className="rs__skills">
      {skills.map((skill) => (
        <li
          key={skill.name}
          className={skill.featured ? 'rs__skill rs__skill--featured' : 'rs__skill'}
        >
          {skill.featured ? <strong>{skill.name}</strong> : skill.name}
        </li>
      ))}
    </ul>
  );
}

function ProjectItem({
  project,
  level,
  tagsLabel,
}: {
  project: ResumeProject;
  level: number;
  tagsLabel?: string;
}) {
  return (
    <article className="rs__project">
      <div className="rs__project-head">
        <Heading level={level} className="rs__project-title">
          {project.title}
        </Heading>
        {project.url && (
          <span className="rs__project-link">
            <ExternalLink link={project.url} />
          </span>
        )}
      </div>
      {project.description && <p className="rs__project-description">{project.description}</p>}
      {project.tags.length > 0 && (
        <div className="rs__tags-row">
          {tagsLabel && <span className="rs__tags-label">{tagsLabel}</span>}
          <ul className="rs__tags" aria-label="Tags">
            {project.tags.map((tag, index) => (
              <li key={`${tag}-${index}`} className="rs__tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/** The template's share of projects (already capped), each with its capped tags. */
export function ProjectList({
  projects,
  level,
  tagsLabel,
}: {
  projects: ResumeProject[];
  level: number;
  tagsLabel?: string;
}) {
  return (
    <div className="rs__projects">
      {projects.map((project) => (
        <ProjectItem key={project.id} project={project} level={level} tagsLabel={tagsLabel} />
      ))}
    </div>
  );
}
