/**
 * @stackfolio/shared-ui/dropdown-menu: the menu (Radix). Not part of the shared singleton
 * (`@stackfolio/shared-ui`): it holds no app-wide state, so it is bundled where it is used.
 */
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu/dropdown-menu';
