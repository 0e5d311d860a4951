import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** docs/product.md §9: a tooltip opens after 700 ms of hover; moving to the next one within 300 ms is instant. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Space between the control and its tooltip, and between the tooltip and the window's edge. */
const GAP = 6;

const Bubble = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 50;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: none;
`;

/** A group's memory: when its last tooltip closed (the next one within the skip delay opens at once). */
interface Group {
  closedAt: number;
}

const GroupContext = createContext<Group | null>(null);

/**
 * Groups tooltips so that, once one has opened, the next opens at once (skip delay). Wrap a row of
 * icon controls in one provider; a lone Tooltip is its own group.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState<Group>(() => ({ closedAt: -Infinity }));
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

/** Above the control, or below it when there is no room above; always inside the window. */
function place(bubble: HTMLElement, trigger: HTMLElement) {
  const target = trigger.getBoundingClientRect();
  const own = bubble.getBoundingClientRect();
  const above = target.top - own.height - GAP;
  const top = above >= GAP ? above : target.bottom + GAP;
  const centred = target.left + target.width / 2 - own.width / 2;
  const left = Math.min(Math.max(centred, GAP), window.innerWidth - own.width - GAP);
  // Set through the CSS object model, which the CSP allows (it refuses style attributes).
  bubble.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Says what an icon control does on mouse hover (after the delay) and keyboard focus (at once);
 * Escape, leaving, pressing or blurring closes it, and while open it describes the control for
 * assistive technology (`aria-describedby`). `children` must be one focusable element that keeps
 * its own accessible name (aria-label); the tooltip repeats it for sighted users. Nothing but
 * event handlers is added to the control, so the server's markup hydrates as it is, and no
 * positioning library ships with the pages that use it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const shared = useContext(GroupContext);
  const [own] = useState<Group>(() => ({ closedAt: -Infinity }));
  const group = shared ?? own;
  const [open, setOpen] = useState(false);
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus that follows a press is the pointer's, not the keyboard's: it opens nothing.
  const pressed = useRef(false);

  const show = (now: boolean) => {
    clearTimeout(timer.current);
    if (now || performance.now() - group.closedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) group.closedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (open && bubble.current && trigger.current) place(bubble.current, trigger.current);
  }, [open, label]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', hide, true);
    };
  });

  const props = children.props as TriggerProps;
  const control = cloneElement(children as ReactElement<TriggerProps>, {
    ref: (node: HTMLElement | null) => {
      trigger.current = node;
      assignRef(props.ref, node);
    },
    'aria-describedby':
      [props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined,
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show(false);
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      pressed.current = true;
      hide();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (!pressed.current) show(true);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      pressed.current = false;
      hide();
    },
  });
  return (
    <>
      {control}
      {open &&
        createPortal(
          <Bubble ref={bubble} role="tooltip" id={id}>
            {label}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
