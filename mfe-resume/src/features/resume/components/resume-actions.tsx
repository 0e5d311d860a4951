import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Generate & Download, Share Resume and Preview Full Resume (docs/product.md §2). */
export function ResumeActions(props: {
  isGenerating: boolean;
  onGenerate: () => void;
  onShare: () => void;
  onPreview: () => void;
}) {
  return (
    <Row>
      <Button onClick={props.onGenerate} disabled={props.isGenerating}>
        {props.isGenerating ? 'Generating...' : 'Generate & Download'}
      </Button>
      <Button $variant="secondary" onClick={props.onShare}>
        Share Resume
      </Button>
      <Button $variant="secondary" onClick={props.onPreview}>
        Preview Full Resume
      </Button>
    </Row>
  );
}
