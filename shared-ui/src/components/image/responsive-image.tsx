import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Image } from '../../types';

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
`;

const Picture = styled.picture`
  display: block;
  width: 100%;
  height: 100%;
`;

const Img = styled.img`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The few-pixel preview, stretched and blurred, under the image until it has loaded. */
const Placeholder = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(12px);
  transform: scale(1.1);
`;

export interface ResponsiveImageProps {
  /** The processed image (variants, size, placeholder); without it, `fallbackSrc` as a plain image. */
  image: Image | null | undefined;
  /** An image that predates processing (no variants yet). */
  fallbackSrc?: string | null;
  alt: string;
  /** How wide the image is shown, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /** The image likely to be the largest paint: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
}

/**
 * An uploaded image served like the best sites serve them: `<picture>` with AVIF and
 * WebP sources and a JPEG/PNG fallback, `srcset` + `sizes`, `width`/`height` so the page reserves
 * its space (no layout shift), lazy unless it is the likely largest paint, and the blurred
 * placeholder until it has loaded. No style attribute anywhere (the CSP refuses them).
 */
export function ResponsiveImage({
  image,
  fallbackSrc,
  alt,
  sizes,
  priority = false,
  className,
  onError,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image may have loaded before React hydrated and saw its load event.
  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!image) {
    if (!fallbackSrc) return null;
    return (
      <Frame className={className}>
        <Img
          src={fallbackSrc}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          onError={onError}
        />
      </Frame>
    );
  }
  return (
    <Frame className={className}>
      {!loaded && <Placeholder src={image.placeholder} alt="" aria-hidden="true" />}
      <Picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <Img
          ref={ref}
          src={image.src}
          srcSet={image.srcset}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={onError}
        />
      </Picture>
    </Frame>
  );
}
