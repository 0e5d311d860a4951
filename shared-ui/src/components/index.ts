// Dialog and DropdownMenu have entries of their own (@stackfolio/shared-ui/dialog,
// @stackfolio/shared-ui/dropdown-menu): bundled where used, not shared.
export { Button, ButtonLink } from './button/button';
export type { ButtonVariant } from './button/button';
export { Card, CardTitle, listCardRendering, TitledCard } from './card/card';
export { DescriptionList, PlainList, plainListStyles } from './list/list';
export { CheckboxLabel, FieldError, Fieldset, Input, Label, Select, TextArea } from './input/input';
export { FullScreenSpinner, Spinner } from './spinner/spinner';
export { Page, PageTitle } from './page/page';
export { Avatar } from './avatar/avatar';
export type { AvatarProps } from './avatar/avatar';
export { AD_SLOT_INIT_DELAY_MS, AdSlot, AdsProvider, useAdsClient } from './ad-slot/ad-slot';
export type { AdSlotProps } from './ad-slot/ad-slot';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { Chip, ChipLinks, SkillLinks, TagLinks, skillHref, tagHref } from './chip-links/chip-links';
export type { ChipLinksProps } from './chip-links/chip-links';
export { StatHint, StatValue, statCardStyles } from './stat-card/stat-card';
export { ResponsiveImage } from './image/responsive-image';
export { SignInPrompt } from './sign-in-prompt/sign-in-prompt';
export type { ResponsiveImageProps } from './image/responsive-image';
export { Pager } from './pager/pager';
export type { PagerProps } from './pager/pager';
export { ProjectCard } from './project-card/project-card';
export type { ProjectCardProject, ProjectCardProps } from './project-card/project-card';
export { PROJECT_CARD_TEXT } from './project-card/project-card-text';
