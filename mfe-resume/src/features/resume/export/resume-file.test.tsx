import { TEMPLATE_CAPS, TEMPLATE_IDS } from '../../../constants';
import { makeProjects, makeUser } from '../../../testing/fixtures';
import { buildResumeData } from '../model/resume-data';
import { buildResumeHtml, escapeHtml, resumeFileBaseName } from './resume-file';

const ORIGIN = 'https://stackfolio.example';

function countProjects(html: string): number {
  return html.match(/class="rs__project"/g)?.length ?? 0;
}

describe('resumeFileBaseName', () => {
  it('joins first and last name plus Resume with underscores', () => {
    expect(resumeFileBaseName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada_Lovelace_Resume',
    );
  });

  it('turns spaces inside names into underscores and strips characters file systems refuse', () => {
    expect(resumeFileBaseName({ firstName: ' Mary Ann ', lastName: 'O/Brien' })).toBe(
      'Mary_Ann_O_Brien_Resume',
    );
  });

  it('is just "Resume" when no name is known', () => {
    expect(resumeFileBaseName({ firstName: null, lastName: '' })).toBe('Resume');
  });
});

describe('buildResumeHtml', () => {
  it.each(TEMPLATE_IDS)(
    'writes a standalone %s document with exactly the template’s number of projects',
    (template) => {
      const html = buildResumeHtml(
        buildResumeData(makeUser(), makeProjects(6), template, ORIGIN),
        template,
      );
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain('<h1 class="rs__name">Ada Lovelace</h1>');
      expect(html).toContain(`class="rs rs-${template}"`);
      expect(html).toContain(`.rs-${template}`);
      expect(countProjects(html)).toBe(TEMPLATE_CAPS[template].projects);
    },
  );

  it('inlines only its own template’s CSS, letter paper and 0.5 in margins for printing', () => {
    const html = buildResumeHtml(buildResumeData(makeUser(), [], 'classic', ORIGIN), 'classic');
    expect(html).toContain('.rs-classic');
    expect(html).not.toContain('.rs-modern');
    expect(html).toContain('@page{size:letter;margin:0.5in}');
  });

  it('has no scripts and loads nothing from elsewhere, so it works offline', () => {
    const html = buildResumeHtml(
      buildResumeData(makeUser(), makeProjects(3), 'creative', ORIGIN),
      'creative',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link|<img|src=|@import|url\(/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('escapes user text in the title, the body and attributes', () => {
    const user = makeUser({
      firstName: '<script>alert(1)</script>',
      bio: 'I <3 "quotes" & <b>tags</b>',
      location: '<img src=x onerror=alert(1)>',
    });
    const [project] = makeProjects(1);
    const data = buildResumeData(
      user,
      [{ ...project, title: '<i>x</i>', tags: ['"><svg onload=alert(1)>'] }],
      'modern',
      ORIGIN,
    );
    const html = buildResumeHtml(data, 'modern');
    expect(html).not.toMatch(/<script|<img|<svg|<b>|<i>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Lovelace – Resume</title>');
    expect(html).toContain('I &lt;3 "quotes" &amp; &lt;b&gt;tags&lt;/b&gt;');
    expect(html).toContain('<li class="rs__tag">"&gt;&lt;svg onload=alert(1)&gt;</li>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
