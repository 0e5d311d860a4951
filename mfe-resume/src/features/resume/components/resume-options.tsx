import {
  FORMAT_IDS,
  FORMAT_OPTIONS,
  TEMPLATE_IDS,
  TEMPLATE_OPTIONS,
  type FormatId,
  type TemplateId,
} from '../../../constants';
import { ChoiceGroup, type Choice } from './choice-group';
import { TemplateThumbnail } from './template-thumbnail';

const TEMPLATE_CHOICES: Choice<TemplateId>[] = TEMPLATE_IDS.map((id) => ({
  value: id,
  ...TEMPLATE_OPTIONS[id],
  illustration: <TemplateThumbnail template={id} />,
}));

const FORMAT_CHOICES: Choice<FormatId>[] = FORMAT_IDS.map((id) => ({
  value: id,
  ...FORMAT_OPTIONS[id],
}));

export function TemplatePicker({
  value,
  onChange,
}: {
  value: TemplateId;
  onChange: (value: TemplateId) => void;
}) {
  return (
    <ChoiceGroup
      legend="Choose a Template"
      name="resume-template"
      choices={TEMPLATE_CHOICES}
      value={value}
      onChange={onChange}
      columns={2}
    />
  );
}

export function FormatPicker({
  value,
  onChange,
}: {
  value: FormatId;
  onChange: (value: FormatId) => void;
}) {
  return (
    <ChoiceGroup
      legend="Export Format"
      name="resume-format"
      choices={FORMAT_CHOICES}
      value={value}
      onChange={onChange}
    />
  );
}
