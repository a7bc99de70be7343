// The authenticator's otpauth:// address as a QR code, drawn as SVG by the `qrcode` package (loaded only here).
import { Box, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

const SIZE = 192;

export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((text) => {
        if (isCurrent) setSvg(text);
      })
      .catch(() => {
        // The secret beside the code still sets the authenticator up.
        if (isCurrent) setSvg(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [uri]);

  if (!svg) return <Skeleton w={SIZE} h={SIZE} aria-hidden />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for your authenticator app"
      w={SIZE}
      h={SIZE}
      style={{ background: 'white' }}
    />
  );
}
