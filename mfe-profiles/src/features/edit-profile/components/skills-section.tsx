import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { toast } from '@stackfolio/shared-ui';
import { Tooltip } from '@stackfolio/shared-ui/tooltip';
import { FEATURED_SKILLS_MAX, SKILLS_MAX, TOASTS } from '../../../constants';
import { addSkill, removeSkill, toggleFeatured, type SkillChange } from '../model/skill-list';
import type { ProfileFormInput } from '../model/profile-form-schema';
import { FormSection } from './form-section';
import { SkillAdder } from './skill-adder';

const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li<{ $featured: boolean }>`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid
    ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $featured }) => ($featured ? theme.colors.primaryText : theme.colors.text)};
  button {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.full};
    min-height: 32px;
    cursor: pointer;
  }
  button:first-child {
    padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
  button:last-child {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
    line-height: 1;
  }
`;

/**
 * Skills & Expertise: Enter or Add adds a skill (blanks and duplicates ignored, ≤ 100); clicking
 * a skill features it (≤ 5); removing a skill unfeatures it (docs/product.md §5). Limits answer with toasts.
 */
export function SkillsSection() {
  const { setValue } = useFormContext<ProfileFormInput>();
  const [skills = [], featured = []] = useWatch<ProfileFormInput, ['skills', 'featuredSkills']>({
    name: ['skills', 'featuredSkills'],
  });
  const apply = (change: SkillChange, limitToast: { title: string; description: string }) => {
    if (change.kind === 'limit') toast({ ...limitToast, variant: 'destructive' });
    if (change.kind !== 'changed') return;
    setValue('skills', change.skills, { shouldDirty: true });
    setValue('featuredSkills', change.featured, { shouldDirty: true });
  };

  /** Clears the box unless the limit refused the skill (the user may want to keep the text). */
  const add = (raw: string) => {
    const change = addSkill(skills, featured, raw);
    apply(change, TOASTS.skillLimit);
    return change.kind !== 'limit';
  };

  return (
    <FormSection id="section-skills" title="Skills & Expertise">
      <SkillAdder onAdd={add} describedBy="profile-skills-help" />
      <Muted id="profile-skills-help">
        Press Enter to add. Click a skill to feature it on your profile (up to {FEATURED_SKILLS_MAX}
        ). {skills.length}/{SKILLS_MAX} skills, {featured.length}/{FEATURED_SKILLS_MAX} featured.
      </Muted>
      {skills.length === 0 ? (
        <Muted>No skills added yet.</Muted>
      ) : (
        <Chips aria-label="Your skills">
          {skills.map((skill) => {
            const isFeatured = featured.includes(skill);
            return (
              <Chip key={skill} $featured={isFeatured}>
                <button
                  type="button"
                  aria-pressed={isFeatured}
                  aria-label={`Feature ${skill}`}
                  onClick={() =>
                    apply(toggleFeatured(skills, featured, skill), TOASTS.featuredLimit)
                  }
                >
                  {isFeatured ? '★ ' : ''}
                  {skill}
                </button>
                <Tooltip label={`Remove ${skill}`}>
                  <button
                    type="button"
                    aria-label={`Remove ${skill}`}
                    onClick={() => apply(removeSkill(skills, featured, skill), TOASTS.skillLimit)}
                  >
                    ×
                  </button>
                </Tooltip>
              </Chip>
            );
          })}
        </Chips>
      )}
    </FormSection>
  );
}
