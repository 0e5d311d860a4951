import { notFound } from '../../lib/http';
import type { ResumeProject, ResumeRepository } from './resume.repository';
import { TEMPLATES, type TemplateName } from './resume.schema';

/** Everything a resume shows, already capped for its template. */
export interface ResumeData {
  template: TemplateName;
  name: string;
  jobTitle: string;
  email: string;
  location: string | null;
  bio: string | null;
  skills: string[];
  links: Array<{ label: string; url: string }>;
  projects: Array<{
    title: string;
    description: string | null;
    tags: string[];
    /** The project's page on the site (absolute), where a reader sees the work; else its link. */
    url: string | null;
  }>;
}

/** The most projects any template shows: what the preview needs to render every template. */
export const RESUME_PROJECTS_MAX = Math.max(...Object.values(TEMPLATES).map((t) => t.projects));

/**
 * The one rule for which projects a resume lists, shared by the .docx/.pdf built here and the
 * preview, print and .html built in the browser (GET /api/resume/projects): the most viewed of
 * all the user's projects, newest first on equal views. Each template takes the first N.
 */
export const resumeProjects = (
  repo: ResumeRepository,
  userId: number,
  limit = RESUME_PROJECTS_MAX,
): Promise<ResumeProject[]> => repo.mostViewedProjects(userId, limit);

/** The user's profile and resume projects (see resumeProjects), capped per template. */
export async function loadResumeData(
  repo: ResumeRepository,
  userId: number,
  template: TemplateName,
  origin: string,
): Promise<ResumeData> {
  const user = await repo.findUser(userId);
  if (!user) throw notFound('User not found');
  const caps = TEMPLATES[template];
  const projects = await resumeProjects(repo, userId, caps.projects);
  const links = (
    [
      ['GitHub', user.githubUrl],
      ['LinkedIn', user.linkedinUrl],
      ['YouTube', user.youtubeUrl],
      ['Twitter', user.twitterUrl],
    ] as const
  )
    .filter(([, url]) => Boolean(url))
    .map(([label, url]) => ({ label, url: url as string }));
  const featured = user.featuredSkills;
  return {
    template,
    name: `${user.firstName} ${user.lastName}`.trim(),
    jobTitle: user.jobTitle || 'IT Professional',
    email: user.email,
    location: user.location,
    bio: user.bio,
    skills: [...featured, ...user.skills.filter((s) => !featured.includes(s))],
    links,
    projects: projects.map((p) => ({
      title: p.title,
      description: p.description,
      tags: p.tags.slice(0, caps.tagsPerProject),
      url: p.path ? `${origin}${p.path}` : p.projectUrl,
    })),
  };
}

/** "Ada Lovelace" → "Ada_Lovelace_Resume.<ext>" (ASCII-safe; express adds the UTF-8 form). */
export const resumeFileName = (name: string, ext: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'Stackfolio'}_Resume.${ext}`;
