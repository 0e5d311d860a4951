/**
 * @stackfolio/shared-ui/tooltip: the tooltip, with the spec's delays. Like the dialog and the
 * menu, it holds no app-wide state, so it is bundled where it is used.
 */
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipProvider,
} from './components/tooltip/tooltip';
