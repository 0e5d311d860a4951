export { Button, ButtonLink } from './button/button';
export type { ButtonVariant } from './button/button';
export { Card, CardTitle } from './card/card';
export { FieldError, Input, Label, TextArea } from './input/input';
export { FullScreenSpinner, Spinner } from './spinner/spinner';
export { Page, PageTitle } from './page/page';
export { Avatar } from './avatar/avatar';
export type { AvatarProps } from './avatar/avatar';
export { Dialog, DialogClose } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { AD_SLOT_INIT_DELAY_MS, AdSlot, AdsProvider, useAdsClient } from './ad-slot/ad-slot';
export type { AdSlotProps } from './ad-slot/ad-slot';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu/dropdown-menu';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { Chip, ChipLinks, SkillLinks, TagLinks, skillHref, tagHref } from './chip-links/chip-links';
export type { ChipLinksProps } from './chip-links/chip-links';
