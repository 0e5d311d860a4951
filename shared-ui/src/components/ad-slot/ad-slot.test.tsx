import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { AD_SLOT_INIT_DELAY_MS, AdSlot, AdsProvider } from './ad-slot';

describe('AdSlot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => new Response('', { status: 401 }));
    delete window.adsbygoogle;
  });
  afterEach(() => jest.useRealTimers());

  it('renders nothing and initialises nothing when no ads client is configured', () => {
    renderWithProviders(<AdSlot width={728} height={90} />);
    act(() => jest.advanceTimersByTime(AD_SLOT_INIT_DELAY_MS));
    expect(document.querySelector('[data-ad-slot-box]')).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('shows a labelled placeholder box when asked to, with ads off', () => {
    renderWithProviders(<AdSlot width={728} height={90} placeholderWhenOff />);
    expect(screen.getByText('Advertisement (728×90)')).toHaveAttribute('data-ad-slot-box');
  });

  it('initialises the slot 100 ms after mounting when an ads client is configured', () => {
    renderWithProviders(
      <AdsProvider client="ca-pub-123">
        <AdSlot width={728} height={90} />
      </AdsProvider>,
    );
    expect(document.querySelector('ins.adsbygoogle')).toHaveAttribute(
      'data-ad-client',
      'ca-pub-123',
    );
    act(() => jest.advanceTimersByTime(AD_SLOT_INIT_DELAY_MS - 1));
    expect(window.adsbygoogle).toBeUndefined();
    act(() => jest.advanceTimersByTime(1));
    expect(window.adsbygoogle).toEqual([{}]);
  });

  it('only logs a warning when initialisation fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.adsbygoogle = {
      push: () => {
        throw new Error('blocked');
      },
    } as unknown as unknown[];
    renderWithProviders(
      <AdsProvider client="ca-pub-123">
        <AdSlot width={300} height={250} />
      </AdsProvider>,
    );
    act(() => jest.advanceTimersByTime(AD_SLOT_INIT_DELAY_MS));
    expect(warn).toHaveBeenCalledWith('Ad slot initialisation failed', expect.any(Error));
    warn.mockRestore();
  });
});
