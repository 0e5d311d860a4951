import type { ComponentType } from 'react';
import { cspNonce } from '@stackfolio/shared-ui';
import type { TemplateId } from '../../../constants';
import type { ResumeData } from '../model/resume-data';
import { BASE_CSS } from './base-styles';
import { ClassicTemplate } from './classic-template';
import { CLASSIC_CSS } from './classic-styles';
import { CreativeTemplate } from './creative-template';
import { CREATIVE_CSS } from './creative-styles';
import { MinimalTemplate } from './minimal-template';
import { MINIMAL_CSS } from './minimal-styles';
import { ModernTemplate } from './modern-template';
import { MODERN_CSS } from './modern-styles';
import type { TemplateProps } from './template-props';

const TEMPLATES: Record<TemplateId, { Component: ComponentType<TemplateProps>; css: string }> = {
  modern: { Component: ModernTemplate, css: MODERN_CSS },
  classic: { Component: ClassicTemplate, css: CLASSIC_CSS },
  minimal: { Component: MinimalTemplate, css: MINIMAL_CSS },
  creative: { Component: CreativeTemplate, css: CREATIVE_CSS },
};

/** The CSS one template needs, on its own (for the standalone .html file). */
export function templateCss(template: TemplateId): string {
  return BASE_CSS + TEMPLATES[template].css;
}

/** The CSS of every template, for the app page where the choice changes live. */
const ALL_TEMPLATES_CSS =
  BASE_CSS +
  Object.values(TEMPLATES)
    .map((t) => t.css)
    .join('');

/** Styles for the resume documents on the app page; render once per page. */
export function ResumeStyles() {
  return (
    <style data-resume-styles="" nonce={cspNonce()}>
      {ALL_TEMPLATES_CSS}
    </style>
  );
}

export interface ResumeDocumentProps {
  data: ResumeData;
  template: TemplateId;
  /** Heading level of the name: 1 in a standalone document, deeper inside the app. */
  level?: number;
}

/** One resume in one template: the markup the preview, the printout and the html file share. */
export function ResumeDocument({ data, template, level = 1 }: ResumeDocumentProps) {
  const { Component } = TEMPLATES[template];
  return (
    <article className={`rs rs-${template}`} data-template={template} aria-label="Resume">
      <Component data={data} level={level} />
    </article>
  );
}
