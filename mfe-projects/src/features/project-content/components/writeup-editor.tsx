import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError, Label, Spinner, TextArea, apiErrorMessage } from '@stackfolio/shared-ui';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { RichText } from '../../../components/rich-text';
import { useWriteupPreview } from '../api/preview-writeup';

const TABS = ['Write', 'Preview'] as const;
type Tab = (typeof TABS)[number];

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  [role='tab'] {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  [aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  [role='tab']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(3)};
  textarea {
    min-height: 16rem;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

interface WriteupEditorProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The write-up (docs/product.md §5): Markdown typed in Write, and in Preview shown exactly as
 * the saved page shows it, made by the server (no Markdown renderer ships to the browser).
 * Tabs follow the WAI-ARIA tabs pattern: arrows, Home and End move between them.
 */
export function WriteupEditor({ value, onChange, disabled }: WriteupEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('Write');
  const tabs = useRef(new Map<Tab, HTMLButtonElement | null>());
  const tooLong = value.length > PROJECT_CONTENT_LIMITS.writeup;
  const preview = useWriteupPreview(value, tab === 'Preview' && !tooLong && value.trim() !== '');
  const select = (next: Tab) => {
    setTab(next);
    tabs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(TABS[(to + TABS.length) % TABS.length]);
  };
  return (
    <div>
      <Label as="span" id={`${id}-label`}>
        Write-up
      </Label>
      <TabList role="tablist" aria-labelledby={`${id}-label`} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            ref={(el) => void tabs.current.set(name, el)}
            onClick={() => select(name)}
          >
            {name}
          </button>
        ))}
      </TabList>
      <Panel
        role="tabpanel"
        id={`${id}-Write-panel`}
        aria-labelledby={`${id}-Write-tab`}
        hidden={tab !== 'Write'}
      >
        <Label htmlFor={`${id}-source`} className="sr-only">
          Write-up (Markdown)
        </Label>
        <TextArea
          id={`${id}-source`}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ''}`}
          aria-invalid={tooLong || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <small id={`${id}-count`}>
          Markdown: headings, lists, links, tables and code. {value.length}/
          {PROJECT_CONTENT_LIMITS.writeup} characters
        </small>
        {tooLong && (
          <FieldError id={`${id}-error`} role="alert">
            {PROJECT_CONTENT_MESSAGES.writeupTooLong}
          </FieldError>
        )}
      </Panel>
      <Panel
        role="tabpanel"
        id={`${id}-Preview-panel`}
        aria-labelledby={`${id}-Preview-tab`}
        tabIndex={0}
        hidden={tab !== 'Preview'}
      >
        {tab === 'Preview' && <PreviewBody value={value} tooLong={tooLong} preview={preview} />}
      </Panel>
    </div>
  );
}

function PreviewBody({
  value,
  tooLong,
  preview,
}: {
  value: string;
  tooLong: boolean;
  preview: ReturnType<typeof useWriteupPreview>;
}) {
  if (tooLong) return <FieldError>{PROJECT_CONTENT_MESSAGES.writeupTooLong}</FieldError>;
  if (value.trim() === '') return <p>Nothing to preview yet.</p>;
  if (preview.isError)
    return (
      <FieldError role="alert">
        {apiErrorMessage(preview.error, 'The preview could not be made')}
      </FieldError>
    );
  if (!preview.data)
    return (
      <p role="status">
        <Spinner /> Making the preview…
      </p>
    );
  return <RichText html={preview.data.html} />;
}
