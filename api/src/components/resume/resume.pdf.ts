import PDFDocument from 'pdfkit';
import { TEMPLATES } from './resume.schema';
import type { ResumeData } from './resume.data';

/** One PDF per template (letter size, 0.5 in margins); layouts differ in header, fonts and order. */
export function renderPdf(d: ResumeData): Promise<Buffer> {
  const { accent, font } = TEMPLATES[d.template];
  const bold = font === 'Times-Roman' ? 'Times-Bold' : 'Helvetica-Bold';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 36,
    info: { Title: `${d.name} Resume`, Creator: 'Stackfolio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const color = `#${accent}`;
  const align = d.template === 'classic' ? 'center' : 'left';

  if (d.template === 'modern' || d.template === 'creative') {
    doc.rect(0, 0, doc.page.width, 96).fill(color);
    doc.fillColor('#FFFFFF').font(bold).fontSize(26).text(d.name, 36, 24);
    doc.font(font).fontSize(13).text(d.jobTitle);
    doc.fillColor('#000000').moveDown(2);
  } else {
    doc
      .font(bold)
      .fontSize(d.template === 'minimal' ? 16 : 24)
      .text(d.name, { align });
    doc.font(font).fontSize(12).text(d.jobTitle, { align });
  }
  const contact = [d.email, d.location, ...d.links.map((l) => `${l.label}: ${l.url}`)]
    .filter(Boolean)
    .join('  |  ');
  doc.font(font).fontSize(9).fillColor('#333333').text(contact, { align }).fillColor('#000000');

  const heading = (text: string) => {
    doc
      .moveDown(0.8)
      .font(bold)
      .fontSize(d.template === 'minimal' ? 10 : 13)
      .fillColor(color);
    doc.text(d.template === 'minimal' ? text.toLowerCase() : text.toUpperCase(), {
      align: d.template === 'classic' ? 'center' : 'left',
    });
    if (d.template === 'classic') {
      doc
        .moveTo(36, doc.y + 2)
        .lineTo(doc.page.width - 36, doc.y + 2)
        .stroke('#000000');
      doc.moveDown(0.3);
    }
    doc.fillColor('#000000').font(font).fontSize(10);
  };
  const summary = () => {
    if (!d.bio) return;
    heading(d.template === 'classic' ? 'Professional Summary' : 'About');
    doc.text(d.bio);
  };
  const skills = () => {
    if (!d.skills.length) return;
    heading('Skills');
    doc.text(d.skills.join(d.template === 'creative' ? '  *  ' : ', '));
  };
  const projects = () => {
    if (!d.projects.length) return;
    heading('Projects');
    d.projects.forEach((p, i) => {
      doc
        .moveDown(0.4)
        .font(bold)
        .fontSize(11)
        .text(d.template === 'creative' ? `${i + 1}. ${p.title}` : p.title);
      doc.font(font).fontSize(10);
      if (p.description) doc.text(p.description);
      if (p.tags.length)
        doc
          .fontSize(9)
          .fillColor('#555555')
          .text(`Tags: ${p.tags.join(', ')}`)
          .fillColor('#000000');
      if (p.url) doc.fontSize(9).fillColor(color).text(p.url, { link: p.url }).fillColor('#000000');
    });
  };
  summary();
  if (d.template === 'classic') {
    projects();
    skills();
  } else {
    skills();
    projects();
  }
  doc.end();
  return done;
}
