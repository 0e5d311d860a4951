import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { TEMPLATES } from './resume.schema';
import type { ResumeData } from './resume.data';

type Block = Paragraph[];

/** One Word document per template; each has its own header, fonts and section styling. */
export async function renderDocx(d: ResumeData): Promise<Buffer> {
  const { accent } = TEMPLATES[d.template];
  const font =
    d.template === 'classic'
      ? 'Times New Roman'
      : d.template === 'minimal'
        ? 'Calibri Light'
        : 'Calibri';
  const centered = d.template === 'classic';
  const heading = (text: string): Paragraph =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      heading: d.template === 'minimal' ? undefined : HeadingLevel.HEADING_2,
      border:
        d.template === 'classic'
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } }
          : undefined,
      children: [
        new TextRun({
          text:
            d.template === 'creative'
              ? `✦ ${text}`
              : d.template === 'minimal'
                ? text.toLowerCase()
                : text.toUpperCase(),
          bold: d.template !== 'minimal',
          color: accent,
          font,
        }),
      ],
    });
  const line = (
    text: string,
    opts: { bold?: boolean; size?: number; italics?: boolean; color?: string } = {},
  ) =>
    new Paragraph({
      alignment: centered ? AlignmentType.CENTER : AlignmentType.LEFT,
      children: [new TextRun({ text, font, ...opts })],
    });

  const header: Block = [
    line(d.name, {
      bold: true,
      size: d.template === 'minimal' ? 32 : 48,
      color: d.template === 'modern' || d.template === 'creative' ? accent : undefined,
    }),
    line(d.jobTitle, { italics: d.template !== 'minimal', size: 26 }),
    line(
      [d.email, d.location, ...d.links.map((l) => `${l.label}: ${l.url}`)]
        .filter(Boolean)
        .join(' · '),
      { size: 18 },
    ),
  ];
  const summary: Block = d.bio
    ? [heading(d.template === 'classic' ? 'Professional Summary' : 'About'), line(d.bio)]
    : [];
  const skills: Block = d.skills.length
    ? [heading('Skills'), line(d.skills.join(d.template === 'creative' ? '  ◆  ' : ', '))]
    : [];
  const projects: Block = d.projects.length
    ? [
        heading('Projects'),
        ...d.projects.flatMap((p, i) => [
          new Paragraph({
            spacing: { before: 120 },
            bullet: d.template === 'modern' ? { level: 0 } : undefined,
            children: [
              new TextRun({
                text: d.template === 'creative' ? `${i + 1}. ${p.title}` : p.title,
                bold: true,
                font,
              }),
            ],
          }),
          ...(p.description ? [line(p.description)] : []),
          ...(p.tags.length
            ? [line(`Tags: ${p.tags.join(', ')}`, { italics: true, size: 18 })]
            : []),
          ...(p.url ? [line(p.url, { size: 18, color: accent })] : []),
        ]),
      ]
    : [];
  // Classic puts experience first; the others lead with skills.
  const body =
    d.template === 'classic'
      ? [...summary, ...projects, ...skills]
      : [...summary, ...skills, ...projects];
  const doc = new Document({
    title: `${d.name} Resume`,
    creator: 'Stackfolio',
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
