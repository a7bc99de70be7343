// One published profile image: the WebP (1x and 2x) for browsers that take it, the JPEG for the rest.
import type { ProfileImage as ProfileImageData } from '@microreach/domain/profiles';
import type { CSSProperties } from 'react';

export function ProfileImage({
  image,
  alt,
  className,
  style,
}: {
  image: ProfileImageData;
  alt: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={image.srcSet} />
      {/* width and height reserve the space before the image arrives; CSS scales it to its frame. */}
      <img
        src={image.fallbackUrl}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
