import { createContext, useContext, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

/** docs/product.md §9: ad slots are initialised 100 ms after they appear. */
export const AD_SLOT_INIT_DELAY_MS = 100;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const AdsClientContext = createContext<string | null>(null);

/**
 * Provided by the shell from the runtime config (`adsClient`). Absent (a default install, or a
 * remote running standalone) means ads are off: no slot is initialised, no third-party request.
 */
export function AdsProvider({ client, children }: { client: string | null; children: ReactNode }) {
  return <AdsClientContext.Provider value={client}>{children}</AdsClientContext.Provider>;
}

export function useAdsClient(): string | null {
  return useContext(AdsClientContext);
}

/** AdSense's slot element; a class, since server-rendered HTML may not carry style attributes. */
const Ins = styled.ins`
  display: block;
  width: 100%;
  height: 100%;
`;

const Box = styled.div.attrs({ 'data-ad-slot-box': '' } as Record<string, string>)<{
  $width: number;
  $height: number;
}>`
  /* The slot's space is reserved up front so nothing moves when an ad fills it. */
  width: min(${({ $width }) => $width}px, 100%);
  height: ${({ $height }) => $height}px;
  margin: 0 auto;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export interface AdSlotProps {
  width: number;
  height: number;
  /** The ad network's slot id, when the operator has one. */
  slot?: string;
  /** Show a labelled empty box when ads are off (the admin screen's placeholder); else render nothing. */
  placeholderWhenOff?: boolean;
}

/**
 * One ad slot of fixed size. With an ads client configured it renders the network's `<ins>` and
 * initialises it 100 ms after mounting; a failure only logs a warning (docs/product.md §8).
 */
export function AdSlot({ width, height, slot, placeholderWhenOff = false }: AdSlotProps) {
  const client = useAdsClient();

  useEffect(() => {
    if (!client) return;
    const timer = setTimeout(() => {
      try {
        (window.adsbygoogle = window.adsbygoogle || []).push({});
      } catch (error) {
        console.warn('Ad slot initialisation failed', error);
      }
    }, AD_SLOT_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client]);

  if (!client) {
    if (!placeholderWhenOff) return null;
    return (
      <Box $width={width} $height={height}>
        Advertisement ({width}×{height})
      </Box>
    );
  }
  return (
    <Box $width={width} $height={height}>
      <span className="sr-only">Advertisement</span>
      <Ins
        className="adsbygoogle"
        data-ad-client={client}
        {...(slot ? { 'data-ad-slot': slot } : {})}
      />
    </Box>
  );
}
