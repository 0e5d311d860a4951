import styled, { css } from 'styled-components';
import type { TemplateId } from '../../../constants';

const Line = styled.span<{ $w?: string; $dark?: boolean }>`
  display: block;
  height: 4px;
  width: ${({ $w = '100%' }) => $w};
  border-radius: 2px;
  background: ${({ $dark }) => ($dark ? '#94a3b8' : '#cbd5e1')};
`;

const looks: Record<TemplateId, ReturnType<typeof css>> = {
  modern: css`
    grid-template-rows: 16px 1fr;
    grid-template-columns: 2fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
      background: linear-gradient(120deg, #312e81, #4338ca);
    }
  `,
  classic: css`
    grid-template-columns: 1fr;
    justify-items: center;
    & > :first-child {
      width: 60%;
      border-bottom: 3px double #1c1917;
    }
  `,
  minimal: css`
    grid-template-columns: 1fr 3fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  `,
  creative: css`
    grid-template-columns: 1fr 2fr;
    padding: 0;
    & > :first-child {
      grid-row: 1 / span 2;
      background: linear-gradient(180deg, #0f766e, #134e4a);
    }
    & > :not(:first-child) {
      padding: 6px 6px 0 0;
    }
  `,
};

const Frame = styled.span<{ $template: TemplateId }>`
  display: grid;
  gap: 6px;
  height: 64px;
  padding: 6px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  ${({ $template }) => looks[$template]}
`;

const Column = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

/** A small sketch of a template's layout, so the four choices differ at a glance. Decorative. */
export function TemplateThumbnail({ template }: { template: TemplateId }) {
  return (
    <Frame $template={template} aria-hidden="true">
      <Column>
        {template === 'minimal' || template === 'classic' ? <Line $dark $w="55%" /> : null}
      </Column>
      <Column>
        <Line $dark $w="70%" />
        <Line />
        <Line $w="85%" />
      </Column>
      {template !== 'classic' && (
        <Column>
          <Line $w="80%" />
          <Line $w="60%" />
        </Column>
      )}
    </Frame>
  );
}
