import type { ImageUrl } from '@stackfolio/content';

/** A picture of the project's gallery, as a write-up may show it. */
export interface GalleryImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  /** The picture's variants of its own format, `url widthw, …`. */
  srcset?: string | null;
}

/**
 * A write-up shows only its own project's pictures: `![…](gallery:2)` (the second picture) or
 * a gallery picture's own address. Anything else is left out, so no write-up loads a third party.
 */
export function galleryImageUrl(gallery: GalleryImage[]): ImageUrl {
  return (src) => {
    const numbered = /^gallery:(\d{1,2})$/.exec(src.trim());
    const image = numbered ? gallery[Number(numbered[1]) - 1] : gallery.find((g) => g.url === src);
    if (!image) return null;
    const { url, alt, width, height, srcset } = image;
    return {
      url,
      alt,
      ...(width && height && { width, height }),
      ...(srcset && { srcset }),
    };
  };
}
