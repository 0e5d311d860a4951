import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label } from '@stackfolio/shared-ui';
import { SKILL_MAX_LENGTH } from '../../../constants';

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  > input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * The skill box: Enter or Add hands the text to `onAdd`, which says whether to clear the box.
 * Its own state, so typing does not re-render the (up to 100) skill chips.
 */
export function SkillAdder({
  onAdd,
  describedBy,
}: {
  onAdd: (raw: string) => boolean;
  describedBy: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (onAdd(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <Label htmlFor="profile-skill">Add a skill</Label>
      <AddRow>
        <Input
          id="profile-skill"
          value={draft}
          maxLength={SKILL_MAX_LENGTH}
          placeholder="e.g. React, Kubernetes, SQL"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
        />
        <Button $variant="secondary" onClick={add}>
          Add
        </Button>
      </AddRow>
    </div>
  );
}
