import { TEMPLATE_CAPS, TEMPLATE_IDS, JOB_TITLE_FALLBACK } from '../../../constants';
import { makeProjects, makeUser } from '../../../testing/fixtures';
import { buildResumeData, orderSkills, toLink } from './resume-data';

const ORIGIN = 'https://stackfolio.example';

describe('buildResumeData', () => {
  it.each(TEMPLATE_IDS)(
    'caps the %s template at its number of projects and tags per project',
    (template) => {
      const data = buildResumeData(makeUser(), makeProjects(8, 10), template, ORIGIN);
      expect(data.projects).toHaveLength(TEMPLATE_CAPS[template].projects);
      for (const project of data.projects)
        expect(project.tags).toHaveLength(TEMPLATE_CAPS[template].tagsPerProject);
    },
  );

  it('uses the spec caps: projects modern 4, classic 5, minimal 4, creative 3; tags 5, 6, 4, 4', () => {
    expect(TEMPLATE_CAPS).toEqual({
      modern: { projects: 4, tagsPerProject: 5 },
      classic: { projects: 5, tagsPerProject: 6 },
      minimal: { projects: 4, tagsPerProject: 4 },
      creative: { projects: 3, tagsPerProject: 4 },
    });
  });

  it('keeps every project and tag when there are fewer than the cap, in the order the API gave', () => {
    const data = buildResumeData(makeUser(), makeProjects(2, 1), 'classic', ORIGIN);
    expect(data.projects.map((p) => p.title)).toEqual(['Project 1', 'Project 2']);
    expect(data.projects[0].tags).toEqual(['tag-1']);
  });

  it('reads name, job title, location, email, bio and the public profile link', () => {
    const data = buildResumeData(makeUser(), [], 'modern', ORIGIN);
    expect(data).toMatchObject({
      name: 'Ada Lovelace',
      initials: 'AL',
      jobTitle: 'Principal Engineer',
      location: 'London, UK',
      email: 'ada@example.com',
      bio: 'Analyst of engines and writer of the first published algorithm.',
      portfolio: { url: `${ORIGIN}/@ada-lovelace`, display: 'stackfolio.example/@ada-lovelace' },
    });
  });

  it(`falls back to "${JOB_TITLE_FALLBACK}" when no job title is set`, () => {
    const data = buildResumeData(makeUser({ jobTitle: null, title: null }), [], 'modern', ORIGIN);
    expect(data.jobTitle).toBe(JOB_TITLE_FALLBACK);
  });

  it('reads both shapes of social links: flat url fields first, then the socialLinks object', () => {
    const data = buildResumeData(
      makeUser({
        twitterUrl: 'twitter.com/ada',
        socialLinks: {
          linkedin: 'https://linkedin.com/in/ada',
          github: 'https://github.com/other',
          youtube: null,
        },
      }),
      [],
      'modern',
      ORIGIN,
    );
    expect(data.links.map((l) => [l.label, l.url])).toEqual([
      ['LinkedIn', 'https://linkedin.com/in/ada'],
      ['GitHub', 'https://github.com/ada'],
      ['Twitter', 'https://twitter.com/ada'],
    ]);
  });

  it('links each project to its page on the site', () => {
    const data = buildResumeData(makeUser(), makeProjects(1), 'modern', ORIGIN);
    expect(data.projects[0].url).toMatchObject({ url: `${ORIGIN}/@ada-lovelace/project-1` });
  });

  it('drops the link of a project without a page whose own link is not http(s)', () => {
    const [project] = makeProjects(1);
    const data = buildResumeData(
      makeUser(),
      [{ ...project, path: null, projectUrl: 'javascript:alert(1)' }],
      'modern',
      ORIGIN,
    );
    expect(data.projects[0].url).toBeNull();
  });
});

describe('orderSkills', () => {
  it('puts featured skills first, marks them, and drops blanks and repeats', () => {
    expect(orderSkills(['Python', ' ', 'Rust', 'python', 'Go'], ['Rust', 'Go'])).toEqual([
      { name: 'Rust', featured: true },
      { name: 'Go', featured: true },
      { name: 'Python', featured: false },
    ]);
  });
});

describe('toLink', () => {
  it('accepts http(s) links and shows them without the scheme', () => {
    expect(toLink('GitHub', 'https://www.github.com/ada/')).toEqual({
      label: 'GitHub',
      url: 'https://www.github.com/ada/',
      display: 'github.com/ada',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '', null])('rejects %p', (raw) => {
    expect(toLink('Link', raw)).toBeNull();
  });
});
