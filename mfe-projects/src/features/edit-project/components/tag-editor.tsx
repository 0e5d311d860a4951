import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Chip, FieldError, Input, Label } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { MAX_TAGS, PROJECT_MESSAGES } from '@stackfolio/contract';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  button {
    margin-left: 4px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    min-width: 24px;
    min-height: 24px;
  }
`;

const Hint = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** docs/product.md §5: trimmed, empty or duplicate tags skipped, added only under the limit. */
function addTag(tags: string[], candidate: string): string[] {
  const tag = candidate.trim();
  if (!tag || tags.includes(tag) || tags.length >= MAX_TAGS) return tags;
  return [...tags, tag];
}

/**
 * The tags editor: type a tag, press Enter or Add; each tag has a remove button. The box and Add
 * disable at the limit of 20 tags (docs/product.md §5, §9).
 */
export function TagEditor({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const full = tags.length >= MAX_TAGS;
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a tag instead of submitting the form
    add();
  };
  return (
    <div>
      <Label htmlFor="edit-tag">Tags</Label>
      <Row>
        <Input
          id="edit-tag"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add a tag and press Enter"
          aria-describedby="edit-tag-hint"
          disabled={full}
        />
        <Button $variant="secondary" onClick={add} disabled={full}>
          Add
        </Button>
      </Row>
      <Hint id="edit-tag-hint">
        {tags.length}/{MAX_TAGS} tags{full ? `. ${PROJECT_MESSAGES.tooManyTags}` : ''}
      </Hint>
      {error && <FieldError role="alert">{error}</FieldError>}
      {tags.length > 0 && (
        <Tags aria-label="Project tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Chip>
                {tag}
                <Tooltip label={`Remove tag ${tag}`}>
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => onChange(tags.filter((t) => t !== tag))}
                  >
                    ×
                  </button>
                </Tooltip>
              </Chip>
            </li>
          ))}
        </Tags>
      )}
    </div>
  );
}
